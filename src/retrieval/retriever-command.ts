import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { UserError } from '../errors.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import { parseJsonRecords } from '../files/json-document.js';
import { parseJsonLines } from '../files/source-records.js';
import type { SourceRecord } from '../files/source-record.js';
import { stripBom } from '../files/source-text.js';
import { plural } from '../format/numbers.js';
import { rankingsFromRecords, type OnRanking, type Rankings } from './retrieval-results.js';

const STDERR_TAIL_CHARS = 2_000;

/** What is read of a retriever's output (tests pass small ones). */
interface OutputLimits {
  /**
   * stdout larger than this is an error, not read. Default 500 MB: the longest string V8 makes is
   * 2^29 − 24 characters (about 537 M), past which reading it threw `RangeError: Invalid string
   * length`.
   */
  stdoutBytes: number;
  /** Only the end of stderr is read, for the message's tail (default 64 KiB). */
  stderrTailBytes: number;
}

const DEFAULT_LIMITS: OutputLimits = { stdoutBytes: 500_000_000, stderrTailBytes: 65_536 };

/** The retrievers running now: each one's pid (its process group) and output folder. */
const running = new Map<number, string>();

/**
 * For an interrupted run (Ctrl-C): kills every running retriever with its descendants (it is in
 * a process group of its own, which the terminal's signal does not reach) and removes its
 * output folder, synchronously, before the process exits.
 */
export function stopRetrievers(): void {
  for (const [pid, dir] of running) {
    killTree(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
  running.clear();
}

export interface RetrieverOptions {
  /** The workspace: the command (and a results file) are relative to it. */
  cwd: string;
  /** `retriever-timeout`. */
  timeoutSeconds: number;
  env?: NodeJS.ProcessEnv;
  /** The run's secrets out of stderr before it is shortened (redaction.ts). */
  redact?: (text: string) => string;
  limits?: OutputLimits;
  onRanking?: OnRanking;
}

/**
 * Runs the user's retriever once for all cases: cases go in as JSONL `{"id","query"}` on stdin,
 * `{"id","contexts"}` JSONL comes back on stdout. A non-zero exit or a timeout fails the run
 * with the tail of stderr, which is where a retriever says what went wrong.
 */
export async function runRetrieverCommand(
  command: string,
  cases: readonly GoldenCase[],
  options: RetrieverOptions,
): Promise<Rankings> {
  const input = cases.map((c) => JSON.stringify({ id: c.id, query: c.query })).join('\n') + '\n';
  const limits = options.limits ?? DEFAULT_LIMITS;
  const { stdout, stdoutBytes, stderr, code, signal, timedOut } = await runShell(command, input, {
    ...options,
    limits,
  });
  const tail = stderrTail(options.redact?.(stderr) ?? stderr);
  const failed = (what: string) => new UserError(`retriever-command: "${command}" ${what}${tail}`);
  if (timedOut) throw failed(`timed out after ${options.timeoutSeconds} s (retriever-timeout)`);
  if (code !== 0) throw failed(signal ? `was killed by ${signal}` : `exited with code ${code}`);
  if (stdout === null)
    throw failed(
      `wrote ${megabytes(stdoutBytes)} to stdout, more than the ${megabytes(limits.stdoutBytes)} the gate reads. Print only the {"id","contexts"} lines (logs go to stderr); for a larger golden set, run it in shards (the shard input).`,
    );
  // JSONL, each line's nesting depth checked, or one JSON array (a batch retriever's). A line that
  // is no JSON is most often a log line (a library's progress, a print left in): the error says
  // where logs belong.
  let records: SourceRecord[];
  const text = stripBom(stdout);
  const name = 'retriever-command stdout';
  const array = /^\s*\[/.test(text);
  try {
    records = array ? parseJsonRecords(text, name, 'results') : parseJsonLines(text, name);
  } catch (error) {
    if (!UserError.isInstance(error)) throw error;
    const [summary = ''] = error.message.split('\n');
    throw new UserError(
      `${summary}: the retriever command must print only result lines on stdout, one {"id": …, "contexts": […]} per case; send logs to stderr (Python: print(…, file=sys.stderr) or logging)`,
      error.details,
      error.more,
    );
  }
  return rankingsFromRecords(records, cases, 'retriever-command', options.onRanking);
}

function stderrTail(stderr: string): string {
  const trimmed = stderr.trimEnd();
  if (trimmed === '') return '';
  const tail =
    trimmed.length > STDERR_TAIL_CHARS ? `…${trimmed.slice(-STDERR_TAIL_CHARS)}` : trimmed;
  const hint = HINTS.find(([error]) => error.test(trimmed))?.[1];
  return `\nstderr (last lines):\n${tail}${hint ? `\nhint: ${hint}` : ''}`;
}

/** One line on what to do, for Node errors that do not say it (docs/node.md). */
const HINTS: [RegExp, string][] = [
  [
    /ERR_UNKNOWN_FILE_EXTENSION[^\n]*\.[cm]?ts\b/,
    'Node.js 22.18 or newer runs TypeScript as it is; on this one, npm install --save-dev tsx and run the retriever with npx tsx (docs/node.md)',
  ],
  [
    /requested module '[^']*\.[cm]?ts' does not provide an export named/,
    'with "type": "commonjs" in package.json, Node loads .ts files as CommonJS: npm install --save-dev tsx and run the retriever with npx tsx, or set "type": "module" (docs/node.md)',
  ],
];

const megabytes = (bytes: number): string =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : plural(bytes, 'byte');

/**
 * Runs the command with its stdout and stderr going to files, not pipes: a background child that
 * inherits them cannot make the run wait (a pipe stays open until every holder exits; a file is
 * read when the command itself has exited). The timeout is hard: the command's process tree is
 * killed and the run goes on at once, whatever its descendants still hold. `stdout` is null when
 * larger than the limit (`OutputLimits`: bounded reads, a retriever may write gigabytes).
 */
async function runShell(
  command: string,
  input: string,
  options: RetrieverOptions & { limits: OutputLimits },
) {
  const dir = await mkdtemp(join(tmpdir(), 'cpg-retriever-'));
  const stdoutPath = join(dir, 'stdout');
  const stderrPath = join(dir, 'stderr');
  const [stdoutFile, stderrFile] = await Promise.all([
    open(stdoutPath, 'w'),
    open(stderrPath, 'w'),
  ]);
  try {
    type Ended = { code: number | null; signal: NodeJS.Signals | null; timedOut: boolean } | Error;
    const ended = await new Promise<Ended>((resolve) => {
      // On POSIX, detached gives the command its own process group, so that it can be killed
      // with all its children; on Windows, taskkill /T walks the tree instead.
      const child = spawn(command, {
        cwd: options.cwd,
        env: retrieverEnv(options.env ?? process.env, options.cwd),
        shell: true,
        detached: process.platform !== 'win32',
        windowsHide: true,
        stdio: ['pipe', stdoutFile.fd, stderrFile.fd],
      });
      if (child.pid !== undefined) running.set(child.pid, dir);
      const end = (result: Ended, kill?: 'SIGTERM' | 'SIGKILL') => {
        clearTimeout(timer);
        if (kill) killTree(child.pid, kill);
        if (child.pid !== undefined) running.delete(child.pid);
        child.stdin?.destroy();
        resolve(result);
      };
      const timer = setTimeout(
        () => end({ code: null, signal: 'SIGKILL', timedOut: true }, 'SIGKILL'),
        options.timeoutSeconds * 1000,
      );
      // A retriever that does not read stdin closes the pipe early; that is not an error.
      child.stdin?.on('error', () => undefined);
      child.on('error', (spawnError) => end(spawnError));
      // The command is done; what it left running in the background is not waited for.
      child.on('exit', (code, signal) => end({ code, signal, timedOut: false }, 'SIGTERM'));
      child.stdin?.end(input);
    });
    await Promise.all([stdoutFile.close(), stderrFile.close()]);
    if (ended instanceof Error)
      throw new UserError(`retriever-command: could not start "${command}": ${ended.message}`);
    const stdoutBytes = (await stat(stdoutPath)).size;
    const [stdout, stderr] = await Promise.all([
      stdoutBytes > options.limits.stdoutBytes ? null : readFile(stdoutPath, 'utf8'),
      readTail(stderrPath, options.limits.stderrTailBytes),
    ]);
    return { stdout, stdoutBytes, stderr, ...ended };
  } finally {
    await Promise.allSettled([stdoutFile.close(), stderrFile.close()]);
    // On Windows a descendant may still hold the files open; the folder is then left to the OS.
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** The last `bytes` of a file, as text (the line cut at the start is dropped). */
async function readTail(path: string, bytes: number): Promise<string> {
  const file = await open(path, 'r');
  try {
    const size = (await file.stat()).size;
    const length = Math.min(size, bytes);
    const buffer = Buffer.alloc(length);
    await file.read(buffer, 0, length, size - length);
    const text = buffer.toString('utf8');
    // From the first whole line: a secret cut at the start would not be found to be redacted.
    return length < size ? text.slice(text.indexOf('\n') + 1).replace(/^\uFFFD+/, '') : text;
  } finally {
    await file.close();
  }
}

/**
 * What the retriever command (a PR's code) must not read of this process's environment, as a
 * `run:` step does not get it either: this action's own inputs (INPUT_API-KEY, INPUT_GITHUB-TOKEN,
 * INPUT_BASE-URL, which may hold a user and password) and the runner's internal tokens
 * (ACTIONS_RUNTIME_TOKEN writes the Actions cache, and a poisoned cache outlives the PR;
 * ACTIONS_ID_TOKEN_REQUEST_TOKEN mints OIDC tokens for cloud roles). Hidden from /proc too
 * (secret-environ.ts).
 */
export const HIDDEN_FROM_RETRIEVER = /^INPUT_|^ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|RESULTS|CACHE)_/i;

/**
 * The retriever's environment: the job's without HIDDEN_FROM_RETRIEVER. Variables the workflow set
 * (OPENAI_API_KEY for embeddings, say) stay. The workspace is first on PYTHONPATH:
 * `python3 evals/retrieve.py` imports the app's own package.
 */
function retrieverEnv(env: NodeJS.ProcessEnv, cwd: string): NodeJS.ProcessEnv {
  const kept = Object.entries(env).filter(([name]) => !HIDDEN_FROM_RETRIEVER.test(name));
  const python = [cwd, env.PYTHONPATH].filter(Boolean).join(delimiter);
  return { ...Object.fromEntries(kept), PYTHONPATH: python };
}

/** Kills the command with its descendants (POSIX: its process group; Windows: taskkill /T). */
function killTree(pid: number | undefined, signal: 'SIGTERM' | 'SIGKILL'): void {
  if (pid === undefined) return;
  if (process.platform === 'win32') {
    const killer = spawn('taskkill', ['/pid', String(pid), '/T', '/F'], {
      stdio: 'ignore',
      windowsHide: true,
    });
    killer.on('error', () => undefined);
    return;
  }
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
