import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VERDICTS_JSON_SCHEMA } from '../src/judge/judge-prompt.js';
import { createLlmJudge, verdictsSchema } from '../src/judge/llm-judge.js';
import { startFakeOpenAI, strictSchemaProblem, type FakeOpenAI } from './helpers/fake-openai.js';

/** Every keyword used anywhere in a schema. */
function keywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) keywords(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      found.add(key);
      if (key === 'properties') for (const child of Object.values(value)) keywords(child, found);
      else if (key === 'items') keywords(value, found);
    }
  }
  return found;
}

// What zod derived before: `.int()` brings minimum/maximum of ±(2^53 - 1).
const zodDerived = z.toJSONSchema(
  z.object({
    verdicts: z.array(
      z.object({ index: z.number().int(), reason: z.string(), verdict: z.enum(['yes', 'no']) }),
    ),
  }),
  { target: 'draft-7' },
);

describe('the verdict schema sent to the model', () => {
  it('uses only keywords every strict-mode, fine-tuned and grammar-based server accepts', () => {
    expect([...keywords(VERDICTS_JSON_SCHEMA)].sort()).toEqual(
      ['additionalProperties', 'enum', 'items', 'properties', 'required', 'type'].sort(),
    );
    expect(JSON.stringify(VERDICTS_JSON_SCHEMA)).not.toMatch(/minimum|maximum|9007199254740991/);
  });

  it("passes OpenAI's strict rules, also for fine-tuned models, where the zod-derived one fails", () => {
    expect(strictSchemaProblem(VERDICTS_JSON_SCHEMA, false)).toBeUndefined();
    expect(strictSchemaProblem(VERDICTS_JSON_SCHEMA, true)).toBeUndefined();
    expect(strictSchemaProblem(zodDerived, true)).toBe(
      "In context=('properties', 'verdicts', 'items', 'properties', 'index'), 'minimum' is not permitted.",
    );
  });

  it('still checks locally that an index is a whole number and every field is there', async () => {
    const validate = (value: unknown) => verdictsSchema.validate?.(value);
    const ok = { verdicts: [{ index: 0, reason: 'r', statements: [1], verdict: 'yes' }] };
    expect(await validate(ok)).toMatchObject({ success: true, value: ok });
    expect(
      await validate({ verdicts: [{ index: 0.5, reason: 'r', statements: [], verdict: 'yes' }] }),
    ).toMatchObject({ success: false });
    expect(await validate({ verdicts: [{ index: 0, verdict: 'maybe' }] })).toMatchObject({
      success: false,
    });
    // The statements a context supports are part of every verdict (recall counts them).
    expect(await validate({ verdicts: [{ index: 0, reason: 'r', verdict: 'yes' }] })).toMatchObject(
      { success: false },
    );
  });
});

describe('a fine-tuned model behind the strict fake OpenAI', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-ft', decide: ({ index }) => index === 0 });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it.each(['responses', 'chat'] as const)(
    'judges through the %s API with the schema as written',
    async (api) => {
      const judge = await createLlmJudge({
        model: 'openai/ft:gpt-4.1-mini:acme::abc123',
        apiKey: 'sk-ft',
        baseURL: fake.url,
        api,
        maxRetries: 0,
        requestTimeoutMs: 120_000,
        maxInFlight: 8,
      });
      const answer = await judge.judgeContexts({
        caseId: 'c1',
        query: 'q',
        expected: 'e',
        contexts: [
          { id: 'a', text: 'A' },
          { id: 'b', text: 'B' },
        ],
      });
      expect(answer.verdicts.map((v) => v.relevant)).toEqual([true, false]);
      expect(fake.requests.map((r) => r.status)).toEqual([200]);
      const body = fake.requests[0]?.body;
      const sent = api === 'responses' ? body.text.format : body.response_format.json_schema;
      expect(sent).toMatchObject({ strict: true, schema: VERDICTS_JSON_SCHEMA });
    },
  );
});
