import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { parseOptions } from '../src/config/options.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';
import { closedPort } from './helpers/closed-port.js';

// Issue 18, finding 7: every message names the problem and says what to do, quoted exactly.

const folder = tempFolderPerTest();

async function cli(argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  let stderr = '';
  const code = await runCli(argv, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdout: () => {},
    stderr: (text) => (stderr += text),
    // GitHub's client retries with its backoff in milliseconds, not seconds.
    octokit: { secondMs: 1 },
  });
  return { code, stderr };
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

describe('messages that say what to do', () => {
  it('a retriever that logs on stdout is told to send its logs to stderr', async () => {
    const dir = await folder({
      'g.jsonl': line({ id: 'a', query: 'q', relevant: ['x'] }),
      'retrieve.mjs': [
        "let input = '';",
        "process.stdin.on('data', (c) => (input += c));",
        "process.stdin.on('end', () => {",
        "  console.log('loading index...');",
        "  console.log(JSON.stringify({ id: 'a', contexts: [{ id: 'x', text: 'x' }] }));",
        '});',
      ].join('\n'),
    });
    const { code, stderr } = await cli(
      ['--golden', 'g.jsonl', '--retriever-command', 'node retrieve.mjs', '--no-cache'],
      dir,
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      'retriever-command stdout: invalid JSON lines: the retriever command must print only result lines on stdout, one {"id": …, "contexts": […]} per case; send logs to stderr (Python: print(…, file=sys.stderr) or logging)\n' +
        `  - retriever-command stdout:1: invalid JSON: Unexpected token 'l', "loading index..." is not valid JSON\n`,
    );
  });

  it('an unknown field is named at its own line, with the field it is likely a typo of', async () => {
    const dir = await folder({
      'golden.yaml': [
        'cases:',
        '  - id: reset',
        '    query: How do I reset my password?',
        '    relevent: [account-password-1]',
        '    contexts: [account-password-1]',
        '',
      ].join('\n'),
    });
    const { code, stderr } = await cli(['--golden', 'golden.yaml', '--no-cache'], dir);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'golden: 1 problem in the golden cases\n  - golden.yaml:4: case "reset": unknown field "relevent" (did you mean "relevant"?)\n',
    );
  });

  it('a UTF-16 file (what Windows PowerShell 5 writes) is said to be one, with how to save it', async () => {
    const dir = await folder({});
    const text = line({ id: 'a', query: 'q', relevant: ['x'], contexts: ['x'] });
    // PowerShell 5's `>`: UTF-16 little-endian with a byte order mark.
    await writeFile(join(dir, 'g.jsonl'), Buffer.from(`\ufeff${text}`, 'utf16le'));
    // Without the mark, the NUL bytes give it away.
    await writeFile(join(dir, 'nomark.jsonl'), Buffer.from(text, 'utf16le'));
    for (const file of ['g.jsonl', 'nomark.jsonl']) {
      const { code, stderr } = await cli(['--golden', file, '--no-cache'], dir);
      expect(code).toBe(2);
      expect(stderr).toContain(
        `  - ${file}: this file is UTF-16${file === 'nomark.jsonl' ? ' (it has NUL bytes)' : ''}; save it as UTF-8 (in PowerShell: Out-File -Encoding utf8, or Set-Content -Encoding utf8, instead of >)\n`,
      );
      expect(stderr).not.toContain('\u0000');
    }
  });

  it('a case with no expected answer and no key: both problems at once, and judge: labels', async () => {
    const dir = await folder({
      'g.jsonl':
        line({ id: 'a', query: 'q', relevant: ['x'], contexts: ['x'] }) +
        line({ id: 'b', query: 'q2', contexts: ['y'] }),
    });
    const { code, stderr } = await cli(['--golden', 'g.jsonl', '--no-cache'], dir);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'judge: cannot judge every case\n' +
        '  - 1 case judged by the LLM has no "expected" answer (aliases expectedOutput, groundTruth): "b (g.jsonl:2)"; give it an "expected" answer, or "relevant" labels and judge: labels (--judge labels in the CLI) to score without the LLM\n' +
        `  - api-key: 1 case needs the LLM judge but no API key is set (input api-key or env OPENAI_API_KEY; a pull request from a fork gets no secrets); add "relevant" labels or set a key: "b"\n`,
    );
  });

  it('GitHub out of reach is named as such, not as an HTTP 500 or a damaged file', async () => {
    const port = await closedPort();
    const dir = await folder({
      'g.jsonl': line({ id: 'a', query: 'q', relevant: ['x'], contexts: ['x'] }),
    });
    execFileSync('git', ['init', '-q', dir]);
    execFileSync('git', ['-C', dir, 'remote', 'add', 'origin', 'https://github.com/acme/rag.git']);
    const { code, stderr } = await cli(
      ['--golden', 'g.jsonl', '--no-cache', '--github-token', 'ghp_test_token_value'],
      dir,
      { GITHUB_API_URL: `http://127.0.0.1:${port}` },
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      `baseline store: cannot read the branch context-precision-data: could not reach 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}; check the runner's network and GITHUB_API_URL\n`,
    );
    expect(stderr).not.toContain('HTTP 500');
  });

  it('an input value off by a typo gets a did-you-mean', () => {
    const inputs: Record<string, string> = { golden: 'g.jsonl', judge: 'lables', comment: 'True' };
    expect(() => parseOptions((name) => inputs[name] ?? '')).toThrow(
      /judge: expected one of "auto", "llm", "labels", got "lables" \(did you mean "labels"\?\)[\s\S]*comment: expected one of "true", "false", got "True" \(did you mean "true"\?\)/,
    );
  });
});
