import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';

// knip.jsonc: no unused file, dependency, export or type (an export only its own module uses is
// `export`-free; one only a test uses stays, since tests are entries). ci.yml runs it too; here it
// runs in every landing's `npm test` (about 3 s).
it('knip finds no unused files, dependencies, exports or types', () => {
  const knip = spawnSync(
    process.execPath,
    [join(repoRoot, 'node_modules/knip/bin/knip.js'), '--no-progress'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  expect(knip.stdout + knip.stderr).toBe('');
  expect(knip.status).toBe(0);
}, 60_000);
