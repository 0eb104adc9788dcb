import { afterEach, expect } from 'vitest';
import { UserError } from '../../src/errors.js';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A fresh folder with the given files (path → text); removed by `cleanup`. */
export async function tempFiles(
  files: Record<string, string>,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'cpg-test-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text, 'utf8');
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * For a test file: a function that makes a temp folder with the given files and returns its
 * path; every folder it made is removed after each test.
 */
export function tempFolderPerTest(): (files: Record<string, string>) => Promise<string> {
  let cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.map((cleanup) => cleanup()));
    cleanups = [];
  });
  return async (files) => {
    const t = await tempFiles(files);
    cleanups.push(t.cleanup);
    return t.dir;
  };
}

/** The message of the UserError `promise` rejects with; anything else fails the test. */
export async function userErrorMessage(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(UserError.isInstance(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error('expected a failure');
}
