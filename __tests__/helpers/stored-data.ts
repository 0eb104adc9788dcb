import type { FakeGitHub } from './fake-github.js';

/** Every stored verdict row of a gate on the fake's data branch, by key (from its shards). */
export function storedVerdictRows(
  gh: FakeGitHub,
  name = 'default',
  branch = 'context-precision-data',
): Map<string, any> {
  const rows = new Map<string, any>();
  for (const path of gh.listFiles(branch)) {
    if (!new RegExp(`^${name}/verdicts/([0-9a-f]{1,3}|[0-9a-f]{2}/[0-9a-f]{2})\\.json$`).test(path))
      continue;
    for (const [key, row] of Object.entries(JSON.parse(gh.readFile(branch, path)!)))
      rows.set(key, row);
  }
  return rows;
}
