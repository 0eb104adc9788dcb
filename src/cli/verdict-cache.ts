import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  cacheFileOf,
  cacheStoreOf,
  recordVerdicts,
  verdictCacheSchema,
} from '../baseline/verdict-shards.js';
import { parseJsonDocument } from '../files/json-document.js';
import type { StoredVerdict } from '../judge/stored-verdict.js';

/**
 * The CLI's local verdict cache: the same keys, store and record as the data branch's
 * `verdicts/`, in one file, so a second identical run asks the judge nothing. A file it cannot
 * read is an error naming it, and is never overwritten.
 */
export class VerdictCache {
  private current = cacheStoreOf(null).store;

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
    const { store, verdicts } = cacheStoreOf(
      parseJsonDocument(
        text,
        this.displayName,
        verdictCacheSchema,
        `${this.displayName}: not a verdict cache this version understands (move it away or use --no-cache)`,
      ),
    );
    this.current = store;
    return verdicts;
  }

  /** Adds the verdicts this run used (asked or reused). */
  async save(used: ReadonlyMap<string, StoredVerdict>, now = new Date()): Promise<void> {
    const next = recordVerdicts(this.current, used, now);
    await mkdir(dirname(this.path), { recursive: true });
    await writeFile(this.path, `${JSON.stringify(cacheFileOf(next), null, 1)}\n`, 'utf8');
    this.current = next;
  }
}
