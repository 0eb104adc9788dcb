import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Report } from './report.js';

/** Writes the report JSON (and, when asked, the markdown beside it); returns nothing on success. */
export async function writeReportFile(path: string, report: Report): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`, 'utf8');
}
