/**
 * A ustar archive, as the fake's codeload serves it inside the gzip: the headers nanotar's
 * `createTar` writes (mode 664, or 775 for a folder; uid and gid 1000; no user or group names;
 * names of at most 100 bytes), the file bytes copied in bulk (nanotar copies them one by one,
 * seconds for a 500 MB store), then two zero blocks, padded to a 10,240-byte record.
 */
export interface TarEntry {
  name: string;
  /** None: a folder (or a symbolic link). */
  data?: Buffer;
  /** A symbolic link's target. */
  link?: string;
}

const padded = (size: number): number => Math.ceil(size / 512) * 512;

export function tarOf(entries: TarEntry[], mtime = Date.now()): Buffer {
  let size = 1024;
  for (const entry of entries) size += 512 + padded(entry.data?.length ?? 0);
  const out = Buffer.alloc(Math.ceil(size / 10_240) * 10_240);
  const seconds = Math.trunc(mtime / 1000)
    .toString(8)
    .padStart(11, '0');
  let at = 0;
  for (const { name, data, link } of entries) {
    const field = (text: string, offset: number, length: number) =>
      out.write(text, at + offset, length, 'utf8');
    field(name, 0, 100);
    field(data ? '0000664' : '0000775', 100, 8);
    field('0001750', 108, 8);
    field('0001750', 116, 8);
    field((data?.length ?? 0).toString(8).padStart(11, '0'), 124, 12);
    field(seconds, 136, 12);
    field(link !== undefined ? '2' : data ? '0' : '5', 156, 1);
    if (link !== undefined) field(link, 157, 100);
    field('ustar', 257, 6);
    field('00', 263, 2);
    field('        ', 148, 8);
    let sum = 0;
    for (let i = at; i < at + 512; i++) sum += out[i]!;
    field(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
    data?.copy(out, at + 512);
    at += 512 + padded(data?.length ?? 0);
  }
  return out;
}
