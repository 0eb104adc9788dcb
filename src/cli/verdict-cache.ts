import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  mergeVerdicts,
  verdictMapOf,
  verdictsFileSchema,
  type VerdictsFile,
} from '../baseline/verdicts-file.js';
import { parseJsonDocument } from '../files/json-document.js';
import type { StoredVerdict } from '../judge/stored-verdict.js';

/**
 * The CLI's local verdict cache: the same file, keys and merge as the data branch's
 * `verdicts.json`, so a second identical run asks the judge nothing. A file it cannot read is an
 * error naming it, and is never overwritten.
 */
export class VerdictCache {
  private current: VerdictsFile | null = null;

  constructor(
    readonly path: string,
    private readonly displayName: string,
  ) {}

  async load(): Promise<Map<string, StoredVerdict>> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
      throw error;
    }
    this.current = parseJsonDocument(
      text,
      this.displayName,
      verdictsFileSchema,
      `${this.displayName}: not a verdict cache this version understands (move it away or use --no-cache)`,
    );
    return verdictMapOf(this.current);
  }

  /** Adds the verdicts this run used (asked or reused). */
  async save(used: ReadonlyMap<string, StoredVerdict>, now = new Date()): Promise<void> {
    const next = mergeVerdicts(this.current, used, now);
    await mkdir(dirname(this.path), { recursive: true });
    await writeFile(this.path, `${JSON.stringify(next, null, 1)}\n`, 'utf8');
    this.current = next;
  }
}
