import { describe, expect, it } from 'vitest';
import { parseVariantOptions } from '../src/config/variant-options.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';

// Issue 40 (6): a variant named __proto__ passed the name check and vanished, and Holm then
// adjusted over one comparison fewer. A name every object has is refused, with the rule.

const folder = tempFolderPerTest();

describe('a variant named as every JavaScript object is', () => {
  it('is refused in the variants input, never dropped', () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const { variants, problems } = parseVariantOptions(
        `${name}: { retrieval: a.jsonl }\nother: { retrieval: b.jsonl }`,
      );
      expect(problems).toEqual([
        `variants: "${name}" is not a variant name: it is a name every JavaScript object has (such as __proto__, constructor or toString); choose another`,
      ]);
      expect(variants.map((v) => v.name)).toEqual(['other']);
    }
  });

  it('is refused by the CLI flag, exit 2', async () => {
    const dir = await folder({
      'g.jsonl': JSON.stringify({ id: 'a', query: 'q', relevant: ['x'] }),
      'r.jsonl': JSON.stringify({ id: 'a', contexts: [{ id: 'x', text: 'x' }] }),
    });
    const run = await runCliInProcess(
      ['--golden', 'g.jsonl', '--retrieval', 'r.jsonl', '--variant-retrieval', '__proto__=r.jsonl'],
      dir,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '"__proto__" is not a variant name: it is a name every JavaScript object has',
    );
  });
});
