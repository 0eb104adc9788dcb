import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caseDefinitionOf, changedFields } from '../src/golden/case-definition.js';
import { visibleText } from '../src/format/visible-text.js';

// The fingerprint is sha256 over canonical JSON, first 16 hex characters: checked here against
// node's own sha256 of the JSON written out by hand.
const sha = (json: string) => createHash('sha256').update(json, 'utf8').digest('hex').slice(0, 16);

describe('case definitions', () => {
  it('hash the query, the expected answer and the labels (sorted by id), and all three together', () => {
    const definition = caseDefinitionOf({
      query: 'How do refunds work?',
      expected: 'Within 5 days.',
      relevant: new Map([
        ['b', 1],
        ['a', 2],
      ]),
    });
    const fields = {
      query: sha('"How do refunds work?"'),
      expected: sha('"Within 5 days."'),
      labels: sha('[["a",2],["b",1]]'),
    };
    expect(definition).toEqual({
      hash: sha(JSON.stringify([fields.query, fields.expected, fields.labels])),
      ...fields,
    });
    expect(caseDefinitionOf({ query: 'q' })).toMatchObject({
      expected: sha('null'),
      labels: sha('null'),
    });
  });

  it('say which fields changed; label order and a case without labels vs empty labels', () => {
    const base = { query: 'q', expected: 'e', relevant: new Map([['x', 1]]) };
    const same = caseDefinitionOf({ ...base, relevant: new Map([['x', 1]]) });
    expect(changedFields(caseDefinitionOf(base), same)).toEqual([]);
    expect(
      changedFields(
        caseDefinitionOf(base),
        caseDefinitionOf({ query: 'q2', expected: 'e', relevant: new Map([['x', 2]]) }),
      ),
    ).toEqual(['query', 'labels']);
    expect(
      changedFields(
        caseDefinitionOf({ query: 'q' }),
        caseDefinitionOf({ query: 'q', relevant: new Map() }),
      ),
    ).toEqual(['labels']);
  });

  it('shows invisible characters in ids as escapes', () => {
    expect(visibleText('q1\u200b')).toBe('q1\\u200b');
    expect(visibleText('a\u202eb\ufeff c\u00a0d')).toBe('a\\u202eb\\ufeff c\\u00a0d');
    expect(visibleText('plain id-1_x')).toBe('plain id-1_x');
  });
});
