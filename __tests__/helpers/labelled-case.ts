/** A golden case judged by its labels, whose one relevant context (`yes`) is at `rank` (1 or 2). */
export const labelledCase = (id: string, rank: 1 | 2, extra: Record<string, unknown> = {}) => ({
  id,
  query: `About ${id}?`,
  relevant: ['yes'],
  contexts:
    rank === 1
      ? [{ id: 'yes', text: 'relevant' }, 'filler']
      : ['filler', { id: 'yes', text: 'relevant' }],
  ...extra,
});

/** Records as a JSONL file's text. */
export const jsonl = (records: unknown[]) =>
  records.map((r) => JSON.stringify(r)).join('\n') + '\n';
