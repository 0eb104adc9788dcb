import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_GOLDEN } from '../src/cli/retriever-stubs.js';
import { stepsOf } from './helpers/gate-step.js';
import { repoRoot } from './helpers/run-action.js';
import { binCli, runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 41, findings 1-3: the README's Python retriever and docs/node.md's TypeScript one, written
// as printed in a fresh repository with the app's own package, run by the CLI; init on a Node
// that cannot run TypeScript, or in a "type": "commonjs" package, writes a command that runs.
const workspace = tempFolderPerTest();
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const block = (text: string, lang: string) =>
  (new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(text)?.[1] as string) ?? '';
const run = (dir: string, command: string) =>
  runCliInProcess(
    ['--golden', 'evals/golden.jsonl', '--retriever-command', command, '--json', '--no-cache'],
    dir,
  );

describe("the README's Python retriever (finding 1)", () => {
  it('imports the app package at the repository root, as printed', async () => {
    const readme = read('README.md');
    const snippet = block(readme.slice(readme.indexOf('## Five minutes')), 'python');
    expect(snippet).toContain('from my_app.search import search');
    const dir = await workspace({
      'my_app/__init__.py': '',
      'my_app/search.py': `DOCS = {"faq-refunds": "Refunds take 5 days.", "faq-shipping": "Orders ship in 2 days.", "faq-password": "Reset your password on the sign-in page."}\n\ndef search(query):\n    words = set(query.lower().split())\n    return sorted(DOCS.items(), key=lambda item: -len(words & set(item[1].lower().split())))\n`,
      'evals/retrieve.py': snippet,
      'evals/golden.jsonl': block(readme, 'jsonl'),
    });
    const result = await run(dir, 'python3 evals/retrieve.py');
    expect(result.stderr).not.toContain('ModuleNotFoundError');
    expect(result.code, result.stderr).toBeLessThan(2);
    expect(JSON.parse(result.stdout).cases).toHaveLength(3);
  });
});

/** The user's search module, as docs/node.md's recipe imports it. */
const SEARCH = `export async function search(query: string): Promise<{ id: string; text: string }[]> {
  const docs = { 'faq-refunds': 'refunds take 5 days', 'faq-shipping': 'orders ship in 2 days', 'faq-password': 'reset your password' };
  const asked = new Set(query.toLowerCase().match(/[a-z0-9]+/g));
  const shared = (text: string) => text.split(' ').filter((w) => asked.has(w)).length;
  return Object.entries(docs).sort((a, b) => shared(b[1]) - shared(a[1])).map(([id, text]) => ({ id, text }));
}
`;

describe('docs/node.md in a "type": "commonjs" package, as npm init -y writes it (finding 2)', () => {
  it('init writes a command that runs the recipe importing ../src/search.ts', async () => {
    const dir = await workspace({
      'package.json': JSON.stringify({ name: 'rag', version: '1.0.0', type: 'commonjs' }),
      'tsconfig.json': '{}\n',
      'src/search.ts': SEARCH,
    });
    const init = await runCliInProcess(['init'], dir);
    expect(init.stdout).toContain('"type": "commonjs"');
    const workflow = readFileSync(join(dir, '.github/workflows/context-precision.yml'), 'utf8');
    const command = stepsOf(workflow)[3]?.with?.['retriever-command'] as string;
    expect(init.stdout).toContain(`--retriever-command "${command}"`);
    const recipe = block(read('docs/node.md').split('## Your retriever as the command')[1]!, 'ts');
    writeFileSync(join(dir, 'evals/retrieve.mts'), recipe);
    // What `npm install --save-dev tsx` (which init says to run) leaves.
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'junction');
    const result = await run(dir, command);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ score: 1 });
    // The old command's error says what to do.
    const byNode = await run(dir, 'node evals/retrieve.mts');
    expect(byNode.code).toBe(2);
    expect(byNode.stderr).toMatch(/hint: .*"type": "commonjs".*tsx/);
  });
});

// Node older than 22.18 does not strip types: the system's node (outside node_modules, where the
// tests' Node 24 is), where it is one; CI images differ.
const systemNode = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.includes('node_modules'))
  .map((dir) => join(dir, 'node'))
  .find((path) => existsSync(path));
const oldNode = systemNode
  ? spawnSync(systemNode, ['--version'], { encoding: 'utf8' }).stdout.trim()
  : 'v99.0.0';
const [major = 0, minor = 0] = oldNode.slice(1).split('.').map(Number);
const tooOld = major < 22 || (major === 22 && minor < 18) || (major === 23 && minor < 6);

describe.skipIf(!tooOld)(`init on ${oldNode}, which runs no TypeScript (finding 3)`, () => {
  it('writes what runs on it, and the old command fails with a hint', async () => {
    const dir = await workspace({ 'package.json': '{"name":"rag"}', 'tsconfig.json': '{}' });
    // That node runs the CLI and, first on PATH, the retriever.
    const env = { PATH: `${dirname(systemNode!)}${delimiter}${process.env.PATH}`, HOME: '/tmp' };
    const cli = (args: string[]) =>
      spawnSync(systemNode!, [binCli, ...args], { cwd: dir, env, encoding: 'utf8' });
    const init = cli(['init']);
    expect(init.status, init.stderr).toBe(0);
    const command = /--retriever-command "([^"]+)"/.exec(init.stdout)?.[1] as string;
    expect(command).not.toBe('node evals/retrieve.mts');
    expect(init.stdout).toContain(`Node.js ${oldNode.slice(1)} runs no TypeScript`);
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'junction');
    const ran = cli(['--golden', 'evals/golden.jsonl', '--retriever-command', command]);
    expect(ran.status, ran.stderr).toBe(0);
    const old = cli([
      '--golden',
      'evals/golden.jsonl',
      '--retriever-command',
      'node evals/retrieve.mts',
    ]);
    expect(old.status).toBe(2);
    expect(old.stderr).toMatch(/ERR_UNKNOWN_FILE_EXTENSION[\s\S]*\nhint: Node\.js 22\.18 or newer/);
    expect(readFileSync(join(dir, 'evals/golden.jsonl'), 'utf8')).toBe(SAMPLE_GOLDEN);
  });
});
