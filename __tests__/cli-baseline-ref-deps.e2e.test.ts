import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 26, finding 2: --baseline-ref scores main in a temporary worktree, which git checks out
// without the folders it ignores. main's retriever must run with the dependencies the work tree
// has installed (node_modules, a Python virtualenv), and the run says when main's lock file
// differs from the work tree's; the work tree's installed folders survive the worktree's removal.
const run = promisify(execFile);
const workspace = tempFolderPerTest();

const golden = [
  { id: 'refund', query: 'refunds window', relevant: ['refunds'] },
  { id: 'login', query: 'login locked', relevant: ['locked'] },
]
  .map((c) => JSON.stringify(c))
  .join('\n');
const PASSAGES = { refunds: 'refunds take five days', locked: 'a locked login', office: 'paris' };

/** An ESM package in a node_modules folder: `export` is its index.js. */
const esmPackage = (folder: string, name: string, index: string) => ({
  [`${folder}/${name}/package.json`]: JSON.stringify({
    name,
    type: 'module',
    exports: './index.js',
  }),
  [`${folder}/${name}/index.js`]: index,
});

/** The retriever; `worse` puts the best passage last (the branch's regression). */
const nodeRetriever = (importLine: string, worse: boolean) => `${importLine}
import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, query } = JSON.parse(line);
  const ids = rank(query)${worse ? '.reverse()' : ''};
  console.log(JSON.stringify({ id, contexts: ids.map((id) => ({ id, text: id })) }));
}
`;

async function write(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/**
 * A repository whose main commits `files` and whose branch `worse` commits `branch` on top;
 * `installed` (ignored by git) is written after, as an install would.
 */
async function repository(
  files: Record<string, string>,
  branch: Record<string, string>,
  installed: Record<string, string>,
) {
  const dir = await workspace(files);
  const git = async (...args: string[]) => (await run('git', args, { cwd: dir })).stdout;
  await git('init', '-q', '-b', 'main');
  await git('config', 'user.email', 'dev@example.com');
  await git('config', 'user.name', 'Dev');
  await git('add', '-A');
  await git('commit', '-qm', 'main');
  await git('switch', '-qc', 'worse');
  await write(dir, branch);
  await git('commit', '-qam', 'worse');
  await write(dir, installed);
  return { dir, git };
}

const flags = (command: string) => [
  ...['--golden', 'evals/golden.jsonl', '--retriever-command', command],
  ...['--judge', 'labels', '--baseline-ref', 'main', '--no-cache', '--json'],
];

/** The compare with main: main scores 1, the branch's reversed ranking regresses both cases. */
async function compareWithMain(command: string, cwd: string) {
  const result = await runCliInProcess(flags(command), cwd);
  expect(result.code, result.stderr).toBe(1);
  const report = JSON.parse(result.stdout);
  expect(report.baseline.score).toBe(1);
  expect(report.score).toBeCloseTo(1 / 3, 10);
  expect(report.regressions).toBe(2);
  return result;
}

const ourWorktrees = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('cpg-baseline-ref-'));

describe('--baseline-ref with a retriever that has dependencies', () => {
  it("in a package folder, an ESM retriever imports from the root's node_modules and the package's own, which survive", async () => {
    const before = ourWorktrees();
    const retrieve = (worse: boolean) =>
      nodeRetriever(
        "import { rank as ranked } from 'ranker-like';\nimport { top } from 'top-like';\nconst rank = (q) => top(ranked(q));",
        worse,
      );
    const app = 'packages/app';
    const { dir, git } = await repository(
      {
        '.gitignore': 'node_modules/\n.context-precision/\n',
        'package-lock.json': '{"lockfileVersion": 3}\n',
        [`${app}/evals/golden.jsonl`]: golden,
        [`${app}/evals/retrieve.mjs`]: retrieve(false),
      },
      { [`${app}/evals/retrieve.mjs`]: retrieve(true) },
      {
        ...esmPackage(
          'node_modules',
          'ranker-like',
          `const passages = ${JSON.stringify(PASSAGES)};
const words = (text) => new Set(text.split(' '));
const shared = (query, id) => [...words(passages[id])].filter((w) => words(query).has(w)).length;
export const rank = (query) => Object.keys(passages).sort((a, b) => shared(query, b) - shared(query, a));
`,
        ),
        ...esmPackage(
          `${app}/node_modules`,
          'top-like',
          'export const top = (ids) => ids.slice(0, 3);\n',
        ),
      },
    );
    const compared = await compareWithMain('node evals/retrieve.mjs', join(dir, app));
    // The lock files are the same: nothing to say.
    expect(compared.stderr).not.toContain('differs');

    // The work tree's node_modules are whole; the worktree and its folder are gone.
    for (const folder of ['node_modules/ranker-like', `${app}/node_modules/top-like`])
      expect(readdirSync(join(dir, folder)).sort()).toEqual(['index.js', 'package.json']);
    expect(await git('worktree', 'list', '--porcelain')).not.toContain('cpg-baseline-ref-');
    expect(ourWorktrees().filter((name) => !before.includes(name))).toEqual([]);
  });

  it("a Python retriever run by the repository's .venv imports a module installed in it", async () => {
    const retrieve = (worse: boolean) => `import json, sys
from ranker_like import rank
for line in sys.stdin:
    if line.strip():
        case = json.loads(line)
        ids = rank(case["query"])${worse ? '[::-1]' : ''}
        print(json.dumps({"id": case["id"], "contexts": [{"id": i, "text": i} for i in ids]}))
`;
    const { dir } = await repository(
      {
        '.gitignore': '.venv/\n.context-precision/\n',
        'requirements.txt': 'ranker-like==1.0\n',
        'evals/golden.jsonl': golden,
        'evals/retrieve.py': retrieve(false),
      },
      { 'evals/retrieve.py': retrieve(true), 'requirements.txt': 'ranker-like==2.0\n' },
      {},
    );
    await run('python3', ['-m', 'venv', '--without-pip', '.venv'], { cwd: dir });
    const [version] = readdirSync(join(dir, '.venv', 'lib')); // python3.x
    const sitePackages = join(dir, '.venv', 'lib', version as string, 'site-packages');
    writeFileSync(
      join(sitePackages, 'ranker_like.py'),
      `PASSAGES = ${JSON.stringify(PASSAGES)}
def rank(query):
    asked = set(query.split())
    return sorted(PASSAGES, key=lambda i: -len(asked & set(PASSAGES[i].split())))
`,
    );
    const compared = await compareWithMain('.venv/bin/python evals/retrieve.py', dir);
    expect(compared.stderr).toContain(
      "main's requirements.txt differs from the work tree's: main's retriever runs with the dependencies installed in the work tree (.venv), not its own\n",
    );
    expect(readFileSync(join(sitePackages, 'ranker_like.py'), 'utf8')).toContain('def rank');
  });
});
