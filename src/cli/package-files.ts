import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// The CLI runs from dist/index.js (the bundle) or from src/cli/ (tests): the package root is the
// nearest folder above with the file. The file name is a parameter so that the bundler does not
// copy these files into dist/.
function readPackageFile(name: string): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 3; up += 1) {
    dir = dirname(dir);
    try {
      return readFileSync(join(dir, name), 'utf8');
    } catch {
      // not here: one folder up
    }
  }
  return undefined;
}

/** The package's version, from package.json. */
export function packageVersion(): string {
  const text = readPackageFile('package.json');
  const version = text ? (JSON.parse(text) as { version?: unknown }).version : undefined;
  return typeof version === 'string' ? version : 'unknown';
}

/**
 * The GitHub repository the action is published from, `owner/name`, from package.json's
 * `repository` (the one place it is named).
 */
export function packageRepository(): string {
  const text = readPackageFile('package.json');
  const repository = text ? (JSON.parse(text) as { repository?: unknown }).repository : undefined;
  const url =
    typeof repository === 'string'
      ? repository
      : (repository as { url?: unknown } | undefined)?.url;
  const match =
    typeof url === 'string' ? /github(?:\.com[/:]|:)([^/]+\/[^/]+?)(?:\.git)?$/.exec(url) : null;
  if (!match?.[1]) throw new Error('package.json: "repository" does not name a GitHub repository');
  return match[1];
}

/** Each action input's description, from action.yml (empty when the file is not there). */
export function inputDescriptions(): Record<string, string> {
  const text = readPackageFile('action.yml');
  if (!text) return {};
  const inputs = (parse(text) as { inputs?: Record<string, { description?: unknown }> }).inputs;
  return Object.fromEntries(
    Object.entries(inputs ?? {}).map(([name, input]) => [
      name,
      typeof input.description === 'string' ? input.description : '',
    ]),
  );
}
