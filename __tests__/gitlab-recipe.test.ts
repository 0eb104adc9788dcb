import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUILD_TIMEOUT_MS, builtBundle } from './helpers/bundle.js';
import { readJunit } from './helpers/junit-shape.js';
import { repoRoot } from './helpers/run-action.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// docs/gitlab.md's .gitlab-ci.yml, run as written (issue 26, finding 6): its job's script lines in
// bash (as GitLab's runner runs them: one shell, `set -eo pipefail`) in a merge request's checkout
// of a repository whose default branch is main, with `npx context-precision-gate` resolved to the
// CLI built from src/. The retriever is python3 with no dependencies.
const run = promisify(execFile);
const tempFolder = tempFolderPerTest();

interface Job {
  image: string;
  rules: { if: string }[];
  script: string[];
  artifacts: { when: string; reports: { junit: string }; paths: string[] };
}
const doc = readFileSync(join(repoRoot, 'docs', 'gitlab.md'), 'utf8');
const yamlBlocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] as string);
const jobs = Object.entries(parse(yamlBlocks[0] ?? '') as Record<string, Job>);

let cli: string;
beforeAll(async () => {
  cli = pathToFileURL(join(await builtBundle(), 'index.js')).href;
}, BUILD_TIMEOUT_MS);

const golden = [
  { id: 'refund-time', query: 'How long do refunds take?', relevant: ['faq-refunds'] },
  { id: 'shipping-time', query: 'When do orders ship?', relevant: ['faq-shipping'] },
  { id: 'reset-password', query: 'How do I reset my password?', relevant: ['faq-password'] },
];

/** A stdlib retriever: the documents by words shared with the query (`ranked` says how). */
const retriever = (ranked: string) => `import json
import sys

DOCS = {
    "faq-refunds": "Refunds are paid back within 30 days of a return.",
    "faq-shipping": "Orders ship within 2 business days.",
    "faq-password": "Reset your password from the sign-in page.",
}


def words(text):
    return set(text.lower().replace("?", " ").replace(".", " ").split())


for line in sys.stdin:
    case = json.loads(line)
    asked = words(case["query"])
    ranked = ${ranked}
    contexts = [{"id": doc_id, "text": DOCS[doc_id]} for doc_id in ranked]
    print(json.dumps({"id": case["id"], "contexts": contexts}), flush=True)
`;

/**
 * A repository whose main ranks well and whose branch `worse-retrieval` ranks alphabetically,
 * pushed to a bare origin; then a merge request pipeline's checkout: that branch's commit,
 * detached, and no other branch fetched.
 */
async function mergeRequestCheckout(): Promise<string> {
  const root = await tempFolder({});
  const git = (cwd: string, ...args: string[]) => run('git', args, { cwd });
  const dev = join(root, 'dev');
  const origin = join(root, 'origin.git');
  await mkdir(dev);
  await git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  await git(dev, 'init', '-q', '-b', 'main');
  await mkdir(join(dev, 'evals'));
  await writeFile(
    join(dev, 'evals/golden.jsonl'),
    golden.map((c) => JSON.stringify(c)).join('\n') + '\n',
  );
  await writeFile(
    join(dev, 'evals/retrieve.py'),
    retriever('sorted(DOCS, key=lambda doc_id: -len(asked & words(DOCS[doc_id])))'),
  );
  const commit = (message: string) =>
    git(dev, '-c', 'user.email=dev@example.com', '-c', 'user.name=Dev', 'commit', '-qam', message);
  await git(dev, 'add', '-A');
  await commit('retrieval by shared words');
  await git(dev, 'remote', 'add', 'origin', origin);
  await git(dev, 'push', '-q', 'origin', 'main');
  await git(dev, 'switch', '-q', '-c', 'worse-retrieval');
  await writeFile(join(dev, 'evals/retrieve.py'), retriever('sorted(DOCS)'));
  await commit('rank alphabetically');
  await git(dev, 'push', '-q', 'origin', 'worse-retrieval');

  const ci = join(root, 'ci');
  await mkdir(ci);
  await git(ci, 'init', '-q');
  await git(ci, 'remote', 'add', 'origin', origin);
  await git(ci, 'fetch', '-q', 'origin', 'worse-retrieval');
  await git(ci, 'checkout', '-q', '--detach', 'FETCH_HEAD');
  await expect(git(ci, 'rev-parse', '--verify', '-q', 'origin/main')).rejects.toThrow();
  return ci;
}

/** `npx` as a shim: `npx context-precision-gate …` runs the CLI built from src/. */
async function npxShim(): Promise<string> {
  const bin = await tempFolder({});
  const entry = join(bin, 'context-precision-gate.mjs');
  await writeFile(
    entry,
    `const { runCli } = await import(${JSON.stringify(cli)});\nprocess.exitCode = await runCli(process.argv.slice(2));\n`,
  );
  await writeFile(
    join(bin, 'npx'),
    `#!/bin/sh\n[ "$1" = context-precision-gate ] || { echo "npx shim: only context-precision-gate" >&2; exit 127; }\nshift\nexec '${process.execPath}' '${entry}' "$@"\n`,
  );
  await chmod(join(bin, 'npx'), 0o755);
  return bin;
}

describe("docs/gitlab.md's .gitlab-ci.yml", () => {
  it('is one job for merge requests that keeps its JUnit report and outputs when the gate fails', () => {
    expect(yamlBlocks).toHaveLength(1);
    expect(jobs).toHaveLength(1);
    const [, job] = jobs[0] as [string, Job];
    expect(job.rules).toEqual([{ if: '$CI_PIPELINE_SOURCE == "merge_request_event"' }]);
    expect(job.script[0]).toBe('git fetch origin $CI_DEFAULT_BRANCH');
    expect(job.script[1]).toMatch(
      /^npx context-precision-gate .*--baseline-ref origin\/\$CI_DEFAULT_BRANCH --junit (\S+)$/,
    );
    expect(job.script[1]).toContain(`--junit ${job.artifacts.reports.junit}`);
    expect(job.artifacts.when).toBe('always');
    expect(job.artifacts.paths).toEqual(['.context-precision/']);
  });

  it("run as written in a merge request's checkout: fails on the worse branch and writes the JUnit report GitLab reads", async () => {
    const [, job] = jobs[0] as [string, Job];
    const ci = await mergeRequestCheckout();
    const bin = await npxShim();
    const script = ['set -eo pipefail', ...job.script].join('\n');
    const result = await run('bash', ['-c', script], {
      cwd: ci,
      env: {
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        HOME: ci,
        CI: 'true',
        CI_DEFAULT_BRANCH: 'main',
        CI_PIPELINE_SOURCE: 'merge_request_event',
      },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.stderr).toContain('Scoring origin/main');
    expect(result.code, result.stderr).toBe(1);
    const junit = join(ci, job.artifacts.reports.junit);
    expect(existsSync(junit)).toBe(true);
    const [suite] = readJunit(readFileSync(junit, 'utf8'));
    expect(suite?.name).toBe('context-precision:default');
    expect(suite?.cases.map((c) => [c.name, c.status, c.properties.delta])).toEqual([
      ['refund-time', 'failed', '-0.5000'],
      ['shipping-time', 'failed', '-0.6667'],
      ['reset-password', 'passed', '0.0000'],
      ['gate', 'failed', '-0.3889'],
    ]);
    expect(suite?.cases[0]?.output).toContain('query: How long do refunds take?');
    for (const path of job.artifacts.paths)
      expect(existsSync(join(ci, path, 'report.json')), path).toBe(true);
  });
});
