#!/usr/bin/env node
// Writes src/tokens/o200k-ranks.bin: o200k_base's 199,998 tokens (gpt-tokenizer's ranks, as
// OpenAI's tiktoken publishes them) packed for a fast, small load: the token count (4 bytes,
// little-endian), each token's byte length (one byte each, rank order), then all tokens' bytes.
// The counter reads and indexes it in about 70 ms and 7 MB (tokens/o200k.ts); the build copies it
// beside the bundle. `__tests__/o200k.test.ts` holds the file equal to what this makes from the
// installed ranks: run it after updating gpt-tokenizer.
// Usage: node scripts/o200k-ranks.mjs
import { writeFileSync } from 'node:fs';
import { TextEncoder } from 'node:util';
import { fileURLToPath } from 'node:url';

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
  if (seen.size !== tokens.length) throw new Error('two ranks with the same bytes');
  const count = Buffer.alloc(4);
  count.writeUInt32LE(tokens.length);
  const lengths = Uint8Array.from(tokens, (bytes) => bytes.length);
  return Buffer.concat([count, lengths, ...tokens]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = fileURLToPath(new URL('../src/tokens/o200k-ranks.bin', import.meta.url));
  writeFileSync(file, await packedRanks());
  console.log(`wrote ${file}`);
}
