import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RankedContext } from '../src/golden/context.js';
import { ContextTokens, workerBatches } from '../src/score/token-worker.js';
import { BUILD_TIMEOUT_MS, builtBundle } from './helpers/bundle.js';

// Counting context tokens off the run's thread (issue 27's speed). The batching is checked with a
// batch counter that records what it is sent; the worker is the bundle's own entry started as a
// worker thread, as a run starts it, its counts checked against js-tiktoken (a second library).
const oracle = new Tiktoken(o200kBase);
const tiktokens = (text: string): number => oracle.encode(text, [], []).length;

const ranking = (...texts: string[]): RankedContext[] =>
  texts.map((text, i) => ({ id: `c${i}`, text }));

/** A batch counter that counts characters and keeps every batch it is sent. */
function recording() {
  const sent: string[][] = [];
  const countBatch = (texts: readonly string[]) => {
    sent.push([...texts]);
    return Promise.resolve(Int32Array.from(texts, (text) => text.length));
  };
  return { sent, countBatch };
}

describe('context tokens, counted in batches as the rankings are read', () => {
  it('sends each ranking’s first k texts once, and finds each ranking’s counts again', async () => {
    const { sent, countBatch } = recording();
    const tokens = new ContextTokens(countBatch);
    const a = ranking('aa', 'bbb', 'cccc');
    const b = ranking('d');
    const empty = ranking();
    tokens.prime(a, 2);
    tokens.prime(a, 2); // primed twice (the primary and a variant sharing it): sent once
    tokens.prime(b, 2);
    expect(sent).toEqual([]); // the rest goes once this thread is free
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([['aa', 'bbb', 'd']]);
    const counted = await tokens.count([a, b, empty, ranking('eeeee', 'ff', 'g')], 2);
    expect([...counted.values()].map((counts) => [...counts])).toEqual([[2, 3], [1], [], [5, 2]]);
    expect(sent).toEqual([
      ['aa', 'bbb', 'd'],
      ['eeeee', 'ff'],
    ]);
  });

  it('sends a batch as soon as it holds 128 texts (whole rankings), while this thread reads on', () => {
    const { sent, countBatch } = recording();
    const tokens = new ContextTokens(countBatch);
    for (let i = 0; i < 60; i += 1) tokens.prime(ranking(...'abcde'.split('')), undefined);
    expect(sent.map((texts) => texts.length)).toEqual([130, 130]);
  });

  it('fails the count with the counter’s own failure', async () => {
    const tokens = new ContextTokens(() =>
      Promise.reject(new Error("Counting the contexts' tokens failed: out of memory")),
    );
    tokens.prime(ranking('a'), undefined);
    await expect(tokens.count([ranking('b')], undefined)).rejects.toThrow(
      "Counting the contexts' tokens failed: out of memory",
    );
  });
});

describe('the token worker: the bundle’s entry on a worker thread', () => {
  let entry: string;
  beforeAll(async () => {
    entry = join(await builtBundle(), 'index.js');
  }, BUILD_TIMEOUT_MS);

  it('counts as js-tiktoken does', async () => {
    const texts = [
      'Autovacuum reclaims dead tuples; tune autovacuum_vacuum_scale_factor per table.',
      '自動バキュームは不要なタプルを回収します。',
      'passage 12345: rev 2.10.3 at 0x1F, 7² and Ⅻ <|endoftext|>',
      '',
    ];
    const counts = await workerBatches(entry)(texts);
    expect([...counts]).toEqual(texts.map(tiktokens));
  });

  it('fails each batch with what stopped the worker', async () => {
    await expect(workerBatches(join(entry, '..', 'no-such-entry.js'))(['a'])).rejects.toThrow(
      /^Counting the contexts' tokens failed: .*no-such-entry\.js.*\. Run again; if it fails again, please report it/,
    );
  });
});
