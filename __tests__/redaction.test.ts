import { describe, expect, it } from 'vitest';
import { Redactor, secretValues } from '../src/redaction.js';

const KEY = 'sk-proj-Ab/Cd+Ef=Gh_1234567890';

describe('redaction of secrets', () => {
  const redactor = new Redactor([KEY, 'ghs_token0123456789']);

  it('removes a secret as sent, inside Bearer, URL-encoded, JSON-escaped, in any case', () => {
    const encoded = encodeURIComponent(KEY);
    expect(encoded).not.toBe(KEY);
    const message = [
      `Incorrect API key provided: ${KEY}.`,
      `Authorization: Bearer ${KEY}`,
      `GET /v1/models?key=${encoded}`,
      `?key=${encoded.toLowerCase()}`,
      `upper ${KEY.toUpperCase()}`,
      `token ghs_token0123456789 refused`,
    ].join('\n');
    expect(redactor.text(message)).toBe(
      [
        'Incorrect API key provided: ***.',
        'Authorization: Bearer ***',
        'GET /v1/models?key=***',
        '?key=***',
        'upper ***',
        'token *** refused',
      ].join('\n'),
    );
    const quoted = new Redactor(['pa"ss\\word']);
    expect(quoted.text(JSON.stringify({ error: 'bad key pa"ss\\word' }))).toBe(
      JSON.stringify({ error: 'bad key ***' }),
    );
  });

  it('redacts every string of a report-like value, and copies nothing that holds no secret', () => {
    const clean = { id: 'a', contexts: [{ text: 'fine' }] };
    const value = {
      cases: [clean, { id: 'b', error: `HTTP 401: ${KEY}`, contexts: [] }],
      verdicts: new Map([['k1', { reason: `echo ${KEY}` }]]),
      score: 0.5,
      baseline: null,
    };
    const redacted = redactor.value(value);
    expect(redacted.cases[1]).toEqual({ id: 'b', error: 'HTTP 401: ***', contexts: [] });
    expect(redacted.verdicts.get('k1')).toEqual({ reason: 'echo ***' });
    expect(redacted.cases[0]).toBe(clean);
    expect(value.cases[1]).toMatchObject({ error: `HTTP 401: ${KEY}` });
    const untouched = { cases: [clean] };
    expect(redactor.value(untouched)).toBe(untouched);
  });

  it('takes the inputs and every provider variable; leaves placeholder keys too short to be secret', () => {
    const inputs: Record<string, string> = { 'api-key': ' sk-input ', 'github-token': '' };
    expect(
      secretValues((name) => inputs[name], {
        OPENAI_API_KEY: 'sk-env',
        ANTHROPIC_API_KEY: 'sk-ant',
        GITHUB_TOKEN: 'ghs_env',
        HOME: '/root',
      }),
    ).toEqual(['sk-input', 'sk-env', 'sk-ant', 'ghs_env']);
    expect(new Redactor(['x']).text('x marks the spot')).toBe('x marks the spot');
  });

  it("hides a base-url's credentials however short, where the URL is quoted as given", () => {
    const secrets = secretValues(
      (name) => (name === 'base-url' ? 'http://bob:pw@proxy/v1' : ''),
      {},
    );
    expect(new Redactor(secrets).text('fetch refused http://bob:pw@proxy/v1/responses')).toBe(
      'fetch refused ***proxy/v1/responses',
    );
  });
});
