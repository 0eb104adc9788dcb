import { spawn } from 'node:child_process';
import { UserError } from '../errors.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import { parseJsonLines } from '../files/source-records.js';
import { rankingsFromRecords, type Rankings } from './retrieval-results.js';

const STDERR_TAIL_CHARS = 2_000;

/**
 * Runs the user's retriever once for all cases: cases go in as JSONL `{"id","query"}` on stdin,
 * `{"id","contexts"}` JSONL comes back on stdout. A non-zero exit or a timeout fails the run
 * with the tail of stderr, which is where a retriever says what went wrong.
 */
export async function runRetrieverCommand(
  command: string,
  cases: readonly GoldenCase[],
  options: { cwd: string; timeoutSeconds: number; env?: NodeJS.ProcessEnv },
): Promise<Rankings> {
  const input = cases.map((c) => JSON.stringify({ id: c.id, query: c.query })).join('\n') + '\n';
  const { stdout, stderr, code, signal, timedOut, spawnError } = await runShell(
    command,
    input,
    options,
  );
  const tail = stderrTail(stderr);
  if (spawnError)
    throw new UserError(`retriever-command: could not start "${command}": ${spawnError.message}`);
  if (timedOut) {
    throw new UserError(
      `retriever-command: "${command}" timed out after ${options.timeoutSeconds} s (retriever-timeout)${tail}`,
    );
  }
  if (code !== 0) {
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    throw new UserError(`retriever-command: "${command}" ${how}${tail}`);
  }
  const records = parseJsonLines(stdout, 'retriever-command stdout');
  return rankingsFromRecords(records, cases, 'retriever-command');
}

function stderrTail(stderr: string): string {
  const trimmed = stderr.trimEnd();
  if (trimmed === '') return '';
  const tail =
    trimmed.length > STDERR_TAIL_CHARS ? `…${trimmed.slice(-STDERR_TAIL_CHARS)}` : trimmed;
  return `\nstderr (last lines):\n${tail}`;
}

interface ShellResult {
  stdout: string;
  stderr: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  spawnError?: Error;
}

function runShell(
  command: string,
  input: string,
  options: { cwd: string; timeoutSeconds: number; env?: NodeJS.ProcessEnv },
): Promise<ShellResult> {
  return new Promise((resolve) => {
    // detached: the command gets its own process group, so a timeout kills its children too.
    const child = spawn(command, {
      cwd: options.cwd,
      env: retrieverEnv(options.env ?? process.env),
      shell: true,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, options.timeoutSeconds * 1000);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    // A retriever that does not read stdin closes the pipe early; that is not an error.
    child.stdin.on('error', () => undefined);
    child.on('error', (spawnError) => {
      clearTimeout(timer);
      resolve({ stdout: '', stderr: '', code: null, signal: null, timedOut: false, spawnError });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        code,
        signal,
        timedOut,
      });
    });
    child.stdin.end(input);
  });
}

/**
 * The retriever's environment: the job's, as a `run:` step would see it, without this action's own
 * inputs (INPUT_API-KEY, INPUT_GITHUB-TOKEN, ...) and the runner's internal tokens, which a step
 * does not get either. Variables the workflow set (OPENAI_API_KEY for embeddings, say) stay.
 */
export function retrieverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !/^INPUT_|^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|RESULTS|CACHE)_/i.test(name),
    ),
  );
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
