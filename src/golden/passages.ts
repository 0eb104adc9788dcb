import { z } from 'zod';
import { collapse, shorten } from '../format/plain-text.js';

/** Where a retrieved context comes from, as the retriever reports it: a passage's place. */
export type ContextOrigin = Pick<PassageLabel, 'source' | 'start' | 'end'>;

/** A passage as messages name it: `guide.md:120-480` or `guide.md "Refunds take 5 days…"`. */
export function passageName(p: PassageLabel): string {
  if (p.start !== undefined && p.end !== undefined) return `${p.source}:${p.start}-${p.end}`;
  return `${p.source} "${shorten(p.quote ?? '', 40)}"`;
}

/** Where a context comes from, read from the fields frameworks print; undefined without a source. */
export function originOf(
  metadata: Record<string, unknown> | undefined,
  text: string,
  node?: { start_char_idx?: unknown; end_char_idx?: unknown },
): ContextOrigin | undefined {
  const source = [metadata?.source, metadata?.file_path, metadata?.file_name].find(
    (s): s is string => typeof s === 'string' && s !== '',
  );
  if (source === undefined) return undefined;
  const path = sourcePath(source);
  const isOffset = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  const [start, end] = isOffset(metadata?.start)
    ? [metadata.start, metadata.end]
    : isOffset(metadata?.start_index)
      ? [metadata.start_index, metadata.start_index + text.length]
      : [node?.start_char_idx, node?.end_char_idx];
  return isOffset(start) && isOffset(end) && end > start
    ? { source: path, start, end }
    : { source: path };
}

/**
 * The same document: equal names, or one a path that ends with the other (`/home/ci/repo/docs/a.md`
 * and `docs/a.md`), so labels need not name the machine's absolute paths. `\` reads as `/`.
 */
export function sameSource(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.endsWith(short) && long[long.length - short.length - 1] === '/';
}

/** A source as it is compared: `\\` read as `/`, without a leading `./`. */
export const sourcePath = (source: string): string =>
  source.replaceAll('\\', '/').replace(/^(\.\/)+/, '');

/**
 * The indexes of the passages a context matches: those of its own source that it overlaps by at
 * least half of the shorter of the two, by offsets where both have them, else by text (whitespace
 * runs collapsed: their longest common substring).
 */
export function matchingPassages(
  origin: ContextOrigin | undefined,
  text: string,
  passages: readonly PassageLabel[],
): number[] {
  if (!origin) return [];
  const matched: number[] = [];
  let own: string | undefined;
  passages.forEach((p, index) => {
    if (!sameSource(p.source, origin.source)) return;
    if (origin.start !== undefined && origin.end !== undefined && p.start !== undefined) {
      const overlap = Math.min(origin.end, p.end as number) - Math.max(origin.start, p.start);
      const shorter = Math.min(origin.end - origin.start, (p.end as number) - p.start);
      if (overlap > 0 && overlap * 2 >= shorter) matched.push(index);
    } else if (p.quote !== undefined) {
      own ??= collapse(text);
      const shorter = Math.min(own.length, p.quote.length);
      if (shorter > 0 && sharesRun(own, p.quote, Math.ceil(shorter / 2))) matched.push(index);
    }
  });
  return matched;
}

/**
 * Never silent: passages that none of a ranking's contexts (the primary's or a variant's) can be
 * matched with: no source, or no offsets where no passage has a quote to compare.
 */
export function unmatchable(
  passages: readonly PassageLabel[] | undefined,
  rankings: readonly (readonly { origin?: ContextOrigin }[])[],
): boolean {
  if (!passages) return false;
  const quoted = passages.some((p) => p.quote !== undefined);
  const comparable = (x: { origin?: ContextOrigin }) =>
    x.origin !== undefined && (x.origin.start !== undefined || quoted);
  return rankings.some((r) => r.length > 0 && !r.some(comparable));
}

const offset = z.number().int().nonnegative();

export const passageSchema = z
  .object({
    source: z.string().min(1).transform(sourcePath),
    start: offset,
    end: offset,
    quote: z
      .string()
      .trim()
      .min(1, { error: 'is empty: quote the text where the answer is' })
      .transform(collapse),
    grade: z.number().nonnegative().default(1),
  })
  .partial({ quote: true, start: true, end: true })
  .strict()
  .superRefine((p, ctx) => {
    const offsets = p.start !== undefined || p.end !== undefined;
    if (p.quote === undefined && !offsets)
      ctx.addIssue({
        code: 'custom',
        path: ['quote'],
        message:
          'is required: give "quote" (the document text where the answer is) or "start" and "end" (character offsets into the document, end exclusive)',
      });
    else if (offsets && (p.start === undefined || p.end === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [p.start === undefined ? 'start' : 'end'],
        message: 'is required with the other: give both "start" and "end" (end exclusive)',
      });
    else if (offsets && (p.start as number) >= (p.end as number))
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `must be greater than "start" (${p.start}): the passage is [start, end), end exclusive`,
      });
  });

/**
 * Passage labels: where the answer is in a document (`source` and character offsets, end
 * exclusive, or a quote of its text), not which chunk holds it, so that the same labels judge any
 * chunking. A retrieved context says where it comes from by its `origin` (golden/context.ts).
 * `grade` > 0: relevant, 0: not (1 when not given); `source` is read as `sourcePath` and `quote`
 * has its whitespace runs collapsed, as they are matched.
 */
export type PassageLabel = z.infer<typeof passageSchema>;

/**
 * Whether `a` and `b` share a run of `length` characters (a common substring that long), in time
 * linear in their lengths. A run that long holds one of the shorter text's windows of `width`
 * characters that start at a multiple of `step` (a few windows): each is looked for in the longer
 * text (the engine's string search) and each place found is extended both ways. Where extending
 * costs more than a few passes over the texts (text that repeats itself), the longest common
 * substring settles it (a suffix automaton).
 */
export function sharesRun(a: string, b: string, length: number): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (length <= 0) return true;
  if (length > short.length) return false;
  const step = Math.max(1, length >> 1);
  const width = length - step + 1;
  let budget = 8 * (short.length + long.length);
  for (let j = 0; j + width <= short.length; j += step) {
    const window = short.slice(j, j + width);
    for (let at = long.indexOf(window); at !== -1; at = long.indexOf(window, at + 1)) {
      let left = 0;
      let right = width;
      while (j > left && at > left && short[j - left - 1] === long[at - left - 1]) left += 1;
      while (j + right < short.length && short[j + right] === long[at + right]) right += 1;
      if (left + right >= length) return true;
      if ((budget -= left + right) < 0) return longestCommonSubstring(short, long) >= length;
    }
  }
  return false;
}

/**
 * The length of the longest common substring of `a` and `b`, in time linear in their lengths: a
 * suffix automaton of the shorter one, walked by the longer (Blumer et al. 1985).
 */
function longestCommonSubstring(a: string, b: string): number {
  const [built, walked] = a.length <= b.length ? [a, b] : [b, a];
  if (walked.includes(built)) return built.length;
  const size = 2 * built.length + 1;
  const length = new Int32Array(size);
  const link = new Int32Array(size).fill(-1);
  const next: Map<number, number>[] = [new Map()]; // by state: UTF-16 unit → state
  let last = 0;
  for (let i = 0; i < built.length; i += 1) {
    const unit = built.charCodeAt(i);
    const current = next.push(new Map()) - 1;
    length[current] = length[last]! + 1;
    let p = last;
    while (p !== -1 && !next[p]!.has(unit)) {
      next[p]!.set(unit, current);
      p = link[p]!;
    }
    if (p === -1) link[current] = 0;
    else {
      const q = next[p]!.get(unit)!;
      if (length[p]! + 1 === length[q]) link[current] = q;
      else {
        const clone = next.push(new Map(next[q])) - 1;
        length[clone] = length[p]! + 1;
        link[clone] = link[q]!;
        while (p !== -1 && next[p]!.get(unit) === q) {
          next[p]!.set(unit, clone);
          p = link[p]!;
        }
        link[q] = clone;
        link[current] = clone;
      }
    }
    last = current;
  }
  let state = 0;
  let run = 0;
  let best = 0;
  for (let i = 0; i < walked.length; i += 1) {
    const unit = walked.charCodeAt(i);
    while (state !== 0 && !next[state]!.has(unit)) {
      state = link[state]!;
      run = length[state]!;
    }
    const to = next[state]!.get(unit);
    if (to !== undefined) {
      state = to;
      run += 1;
    }
    best = Math.max(best, run);
  }
  return best;
}
