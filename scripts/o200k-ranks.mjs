#!/usr/bin/env node
// Writes src/tokens/o200k-ranks.bin: o200k_base's 199,998 tokens (gpt-tokenizer's ranks, as
// OpenAI's tiktoken publishes them) packed so the counter reads it without building anything
// (tokens/o200k.ts): the token count and the index's slot count (4 bytes each, little-endian),
// each token's byte length (one byte each, rank order, padded to 4 bytes), the hash index of the
// tokens (Int32 slots, little-endian: open addressing on the FNV-1a hash of the token's bytes,
// linear probing, each slot rank + 1 in its low 18 bits and the hash's top bits above, 0 empty),
// then all tokens' bytes. Building the index at each start took 10-20 ms of a run. The build copies
// the file beside the bundle. `__tests__/o200k.test.ts` holds the file equal to what this makes
// from the installed ranks: run it after updating gpt-tokenizer.
// Usage: node scripts/o200k-ranks.mjs
import { writeFileSync } from 'node:fs';
import { TextEncoder } from 'node:util';
import { fileURLToPath } from 'node:url';

/** The bits of a slot that hold a rank + 1 (o200k_base's ranks are below 2^18). */
const RANK_MASK = (1 << 18) - 1;

/** The FNV-1a hash of `bytes`, as tokens/o200k.ts hashes a piece's part. */
function hashOf(bytes) {
  let hash = 0x811c9dc5 | 0;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 16_777_619);
  return hash;
}

/** The packed table, from gpt-tokenizer's o200k_base ranks. */
export async function packedRanks() {
  const { default: ranks } = await import('gpt-tokenizer/bpeRanks/o200k_base');
  const encoder = new TextEncoder();
  const tokens = ranks.map((token, rank) => {
    // A string is the token's UTF-8; an array, bytes that are no UTF-8 on their own.
    const bytes = typeof token === 'string' ? encoder.encode(token) : Uint8Array.from(token);
    if (bytes.length === 0 || bytes.length > 255)
      throw new Error(`rank ${rank}: ${bytes.length} bytes`);
    return bytes;
  });
  const seen = new Set(tokens.map((bytes) => Buffer.from(bytes).toString('latin1')));
  if (seen.size !== tokens.length || tokens.length >= RANK_MASK)
    throw new Error('two ranks with the same bytes, or too many');
  let size = 1;
  while (size < tokens.length * 2) size *= 2;
  const slots = new Int32Array(size);
  tokens.forEach((bytes, rank) => {
    const hash = hashOf(bytes);
    let slot = hash & (size - 1);
    while (slots[slot] !== 0) slot = (slot + 1) & (size - 1);
    slots[slot] = (hash & ~RANK_MASK) | (rank + 1);
  });
  const head = Buffer.alloc(8 + Math.ceil(tokens.length / 4) * 4);
  head.writeUInt32LE(tokens.length, 0);
  head.writeUInt32LE(size, 4);
  tokens.forEach((bytes, rank) => head.writeUInt8(bytes.length, 8 + rank));
  const index = Buffer.alloc(size * 4);
  slots.forEach((slot, i) => index.writeInt32LE(slot, i * 4));
  return Buffer.concat([head, index, ...tokens]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = fileURLToPath(new URL('../src/tokens/o200k-ranks.bin', import.meta.url));
  writeFileSync(file, await packedRanks());
  console.log(`wrote ${file}`);
}
