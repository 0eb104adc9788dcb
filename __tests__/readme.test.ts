import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKFLOW } from '../src/cli/init.js';
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
    expect(firstYaml).toBe(WORKFLOW);
  });
});
