import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const scripts: { report?: string; dashboard?: string } = {};

/**
 * A page's one inline script: the helpers both pages share (pages/helpers.js) and the page's own
 * (pages/report.js or pages/dashboard.js), plain browser scripts type-checked by
 * tsconfig.pages.json, in one strict function. Read once, from the folder beside this module:
 * src/report/html/pages/, or dist/pages/, where the build copies them (scripts/build.mjs).
 */
export function pageScript(page: 'report' | 'dashboard'): string {
  const folder = join(dirname(fileURLToPath(import.meta.url)), 'pages');
  const read = (name: string) => readFileSync(join(folder, `${name}.js`), 'utf8');
  return (scripts[page] ??=
    `(function () {\n'use strict';\n${read('helpers')}${read(page)}})();\n`);
}
