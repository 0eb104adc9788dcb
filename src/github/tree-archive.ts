import { gunzipSync } from 'node:zlib';
import { parseTar } from 'nanotar';
import { UserError } from '../errors.js';

/**
 * The files under `folder` (paths relative to it; '' for the whole tree) that `wanted` accepts, in a repository archive:
 * GitHub's gzipped tar of a commit's whole tree, every path under a top folder
 * (`owner-repo-sha/`). `where` names the archive in messages (`branch at abc1234`).
 */
export function archiveFiles(
  gz: Uint8Array,
  where: string,
  folder: string,
  wanted: (path: string) => boolean = () => true,
): Map<string, string> {
  let tar: Uint8Array;
  try {
    tar = gunzipSync(gz);
  } catch (error) {
    throw new UserError(
      `baseline store: the archive of ${where} came cut short or damaged (${gz.length} bytes: ${(error as Error).message}); nothing was read. Re-run the job.`,
    );
  }
  // nanotar reads the whole ArrayBuffer behind a view: give it one of its own.
  const own =
    tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength ? tar : Uint8Array.from(tar);
  const files = new Map<string, string>();
  const inFolder = (name: string): string | null => {
    const path = name.slice(name.indexOf('/') + 1);
    if (folder === '') return path === '' ? null : path;
    return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : null;
  };
  const decoder = new TextDecoder();
  for (const entry of parseTar(own, {
    filter: (meta) => {
      const path = meta.type === 'file' ? inFolder(meta.name) : null;
      return path !== null && wanted(path);
    },
  })) {
    files.set(inFolder(entry.name) as string, entry.data ? decoder.decode(entry.data) : '');
  }
  return files;
}
