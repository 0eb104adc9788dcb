import { createHash } from 'node:crypto';

/**
 * The key under which a verdict is stored and reused: everything that can change it.
 * Length-prefixed fields, so no two different tuples share a key.
 */
export function verdictKey(parts: {
  model: string;
  promptVersion: string;
  query: string;
  expected: string;
  text: string;
}): string {
  const hash = createHash('sha256');
  for (const field of [parts.model, parts.promptVersion, parts.query, parts.expected, parts.text]) {
    hash.update(`${Buffer.byteLength(field, 'utf8')}:`).update(field, 'utf8');
  }
  return hash.digest('hex').slice(0, 32);
}
