import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateText, Output } from 'ai';
import { createOpenAI } from '@ai-sdk/openai';
import { z } from 'zod';
import { gunzipSync } from 'node:zlib';
import { parseTar } from 'nanotar';
import { startFakeOpenAI, type FakeOpenAI } from './helpers/fake-openai.js';
import { startFakeGitHub, gitBlobSha, type FakeGitHub } from './helpers/fake-github.js';

const prompt = [
  'You are a strict judge. Answer with JSON.',
  '<query>What is the refund &amp; return window?</query>',
  '<expected_answer>Refunds are accepted within thirty days of purchase.</expected_answer>',
  '<contexts>',
  '<context index="0">',
  'Refunds are processed within thirty days of the purchase date &lt;policy&gt;.',
  '</context>',
  '<context index="1">',
  'Our office is closed on public holidays.',
  '</context>',
  '</contexts>',
].join('\n');

const verdictSchema = z.object({
  verdicts: z.array(
    z.object({ index: z.number().int(), reason: z.string(), verdict: z.enum(['yes', 'no']) }),
  ),
});

type Json = any;
const json = (r: Response): Promise<Json> => r.json() as Promise<Json>;

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test', ...headers },
    body: JSON.stringify(body),
  });
}

describe('fake OpenAI', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('answers /responses and /chat/completions with parsed verdicts', async () => {
    const r1 = await postJson(`${fake.url}/responses`, {
      model: 'm',
      instructions: 'judge',
      input: [{ role: 'user', content: [{ type: 'input_text', text: prompt }] }],
    });
    expect(r1.status).toBe(200);
    const b1 = await json(r1);
    expect(b1).toMatchObject({ object: 'response', model: 'm', status: 'completed' });
    expect(JSON.parse(b1.output[0].content[0].text)).toEqual({
      verdicts: [
        { index: 0, reason: expect.any(String), verdict: 'yes' },
        { index: 1, reason: expect.any(String), verdict: 'no' },
      ],
    });
    expect(b1.usage.total_tokens).toBe(b1.usage.input_tokens + b1.usage.output_tokens);
    expect(fake.requests[0]!.parsed).toEqual({
      query: 'What is the refund & return window?',
      expected: 'Refunds are accepted within thirty days of purchase.',
      contexts: [
        'Refunds are processed within thirty days of the purchase date <policy>.',
        'Our office is closed on public holidays.',
      ],
    });

    const r2 = await postJson(`${fake.url}/chat/completions`, {
      model: 'c',
      messages: [{ role: 'user', content: prompt }],
    });
    const b2 = await json(r2);
    expect(b2).toMatchObject({
      object: 'chat.completion',
      model: 'c',
      choices: [{ finish_reason: 'stop' }],
    });
    expect(
      JSON.parse(b2.choices[0].message.content).verdicts.map((v: { verdict: string }) => v.verdict),
    ).toEqual(['yes', 'no']);
    expect((await fetch(`${fake.url}/nope`)).status).toBe(404);
  });

  it('injects failures, wrong counts and garbage in order', async () => {
    fake.failNext(1, 429, { 'retry-after': '0' });
    fake.wrongCountNext(1);
    fake.garbageNext(1);
    const body = { model: 'c', messages: [{ role: 'user', content: prompt }] };
    const a = await postJson(`${fake.url}/chat/completions`, body);
    expect(a.status).toBe(429);
    expect(a.headers.get('retry-after')).toBe('0');
    expect((await json(a)).error.code).toBe('rate_limit_exceeded');
    const b = await json(await postJson(`${fake.url}/chat/completions`, body));
    expect(b.choices[0].message.content).toBe('I think yes');
    const c = await json(await postJson(`${fake.url}/chat/completions`, body));
    expect(JSON.parse(c.choices[0].message.content).verdicts).toHaveLength(1);
    const d = await json(await postJson(`${fake.url}/chat/completions`, body));
    expect(JSON.parse(d.choices[0].message.content).verdicts).toHaveLength(2);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 200, 200, 200]);
  });

  it('honours a custom decide function', async () => {
    fake.decide = ({ index }) => (index === 1 ? 'yes' : undefined);
    try {
      const b = await json(
        await postJson(`${fake.url}/chat/completions`, {
          model: 'c',
          messages: [{ role: 'user', content: prompt }],
        }),
      );
      expect(
        JSON.parse(b.choices[0].message.content).verdicts.map(
          (v: { verdict: string }) => v.verdict,
        ),
      ).toEqual(['yes', 'yes']);
    } finally {
      fake.decide = undefined;
    }
  });

  it('is accepted by the real ai SDK (responses + chat)', async () => {
    const provider = createOpenAI({ baseURL: fake.url, apiKey: 'k' });
    for (const model of [provider('gpt-4.1-mini'), provider.chat('gpt-4.1-mini')]) {
      const result = await generateText({
        model,
        prompt,
        output: Output.object({ schema: verdictSchema, name: 'verdicts' }),
        maxRetries: 0,
      });
      expect(result.output.verdicts).toHaveLength(2);
      expect(result.output.verdicts.map((v) => v.verdict)).toEqual(['yes', 'no']);
    }
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/responses', '/v1/chat/completions']);
    expect(fake.requests.every((r) => r.parsed?.contexts.length === 2)).toBe(true);
    expect(fake.requests[0]!.body.text.format).toMatchObject({
      type: 'json_schema',
      name: 'verdicts',
      strict: true,
    });
    expect(fake.requests[1]!.body.response_format).toMatchObject({ type: 'json_schema' });
  });
});

describe('fake GitHub', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(async () => {
    await gh.close();
  });

  const api = (p: string): string => `${gh.url}/repos/acme/rag${p}`;
  const send = (method: string, p: string, body: unknown): Promise<Response> =>
    fetch(api(p), {
      method,
      headers: { 'content-type': 'application/json', authorization: 'token ghs_x' },
      body: JSON.stringify(body),
    });
  const post = (p: string, body: unknown) => send('POST', p, body);
  const entry = (path: string, content: string) => ({
    path,
    mode: '100644',
    type: 'blob',
    content,
  });

  /** tree + commit on `parent` (null: orphan); returns the commit sha. */
  async function commitOn(parent: string | null, files: Record<string, string>): Promise<string> {
    const base = parent ? gh.getCommit(parent)!.treeSha : undefined;
    const tree = await json(
      await post('/git/trees', {
        ...(base && { base_tree: base }),
        tree: Object.entries(files).map(([p, c]) => entry(p, c)),
      }),
    );
    const commit = await post('/git/commits', {
      message: 'm',
      tree: tree.sha,
      parents: parent ? [parent] : [],
    });
    expect(commit.status).toBe(201);
    return (await json(commit)).sha;
  }

  it('git data API: orphan branch, base_tree carries files over, fast-forward-only ref updates', async () => {
    const first = await commitOn(null, { 'README.md': 'hi' });
    expect((await post('/git/refs', { ref: 'refs/heads/data', sha: first })).status).toBe(201);
    const again = await post('/git/refs', { ref: 'refs/heads/data', sha: first });
    expect([again.status, (await json(again)).message]).toEqual([422, 'Reference already exists']);
    const branch = await json(await fetch(api('/branches/data')));
    expect([branch.name, branch.commit.sha]).toEqual(['data', first]);
    expect((await json(await fetch(api(`/git/commits/${first}`)))).tree.sha).toBe(
      gh.getCommit(first)!.treeSha,
    );

    const second = await commitOn(first, { 'a/x.json': '{}' });
    expect(gh.getCommit(second)!.parents).toEqual([first]);
    const ff = await send('PATCH', '/git/refs/heads/data', { sha: second, force: false });
    expect(ff.status).toBe(200);
    expect(gh.listFiles('data')).toEqual(['README.md', 'a/x.json']);
    expect(gh.listFiles('main')).toEqual([]);

    // A commit on the old head is not a fast forward any more; force moves the branch anyway.
    const stale = await commitOn(first, { 'a/x.json': '{"stale":1}' });
    const refused = await send('PATCH', '/git/refs/heads/data', { sha: stale, force: false });
    expect([refused.status, (await json(refused)).message]).toEqual([
      422,
      'Update is not a fast forward',
    ]);
    expect(gh.branchHead('data')).toBe(second);
    expect((await send('PATCH', '/git/refs/heads/data', { sha: stale, force: true })).status).toBe(
      200,
    );
    const missing = await send('PATCH', '/git/refs/heads/nope', { sha: stale });
    expect([missing.status, (await json(missing)).message]).toEqual([
      422,
      'Reference does not exist',
    ]);
    expect((await fetch(api('/branches/nope'))).status).toBe(404);
  });

  it('beforeNextRefUpdate lands another commit first: a real non-fast-forward, one per update', async () => {
    gh.createBranch('data', null);
    const head = gh.branchHead('data')!;
    const ours = await commitOn(head, { 'x.json': 'ours' });
    gh.beforeNextRefUpdate(() => gh.writeFile('data', 'y.json', 'theirs'));
    expect((await send('PATCH', '/git/refs/heads/data', { sha: ours })).status).toBe(422);
    expect(gh.readFile('data', 'y.json')).toBe('theirs');
    const rebased = await commitOn(gh.branchHead('data')!, { 'x.json': 'ours' });
    expect((await send('PATCH', '/git/refs/heads/data', { sha: rebased })).status).toBe(200);
  });

  it('trees are checked as GitHub checks them', async () => {
    const bad = async (body: unknown) => (await post('/git/trees', body)).status;
    expect(await bad({ tree: [{ path: 'a', mode: '100644', type: 'blob' }] })).toBe(422);
    expect(
      await bad({ tree: [{ path: 'a', mode: '100644', type: 'blob', content: 'x', sha: null }] }),
    ).toBe(422);
    expect(await bad({ tree: [{ path: 'a', mode: '644', type: 'blob', content: 'x' }] })).toBe(422);
    expect(await bad({ tree: [{ path: '/a', mode: '100644', type: 'blob', content: 'x' }] })).toBe(
      422,
    );
    // base_tree must be a tree, not a commit.
    const commit = gh.branchHead('main')!;
    expect(await bad({ base_tree: commit, tree: [entry('a', 'x')] })).toBe(422);
    expect(await bad({ base_tree: gh.getCommit(commit)!.treeSha, tree: [entry('a', 'x')] })).toBe(
      201,
    );
    const noTree = await post('/git/commits', { message: 'm', tree: 'f'.repeat(40), parents: [] });
    expect(noTree.status).toBe(422);
    const noParent = await post('/git/commits', {
      message: 'm',
      tree: gh.getCommit(commit)!.treeSha,
      parents: ['e'.repeat(40)],
    });
    expect(noParent.status).toBe(422);
  });

  it('trees on a base: the top level answered, content-addressed, read through a long chain', async () => {
    const make = async (base: string | undefined, tree: unknown[]) =>
      post('/git/trees', { ...(base && { base_tree: base }), tree });
    let sha: string | undefined;
    const want = new Map<string, string>([['README.md', 'hi']]);
    sha = (await json(await make(undefined, [entry('README.md', 'hi')]))).sha;
    // 40 trees, each on the one before (past the fake's 32 links, it builds a base's whole map).
    for (let i = 0; i < 40; i++) {
      const tree: unknown[] = [entry(`d/f${i}.json`, `{"i":${i}}`)];
      want.set(`d/f${i}.json`, `{"i":${i}}`);
      if (i === 35) {
        tree.push({ path: 'd/f3.json', mode: '100644', type: 'blob', sha: null });
        want.delete('d/f3.json');
      }
      const made = await make(sha, tree);
      expect(made.status).toBe(201);
      sha = (await json(made)).sha;
    }
    const gone = await make(sha, [{ path: 'd/f3.json', mode: '100644', type: 'blob', sha: null }]);
    expect(gone.status).toBe(422);
    // The same entries in one request: the same tree.
    const whole = await json(
      await make(
        undefined,
        [...want].map(([p, c]) => entry(p, c)),
      ),
    );
    expect(whole.sha).toBe(sha);
    expect(whole.tree.map((e: Json) => [e.path, e.type, e.mode])).toEqual([
      ['README.md', 'blob', '100644'],
      ['d', 'tree', '040000'],
    ]);
    const commit = await json(await post('/git/commits', { message: 'm', tree: sha, parents: [] }));
    expect((await post('/git/refs', { ref: 'refs/heads/data', sha: commit.sha })).status).toBe(201);
    expect(gh.listFiles('data')).toEqual([...want.keys()].sort());
    expect(gh.readFile('data', 'd/f39.json')).toBe('{"i":39}');
    // The archive holds every file (twice: the second is the kept one).
    for (let n = 0; n < 2; n++) {
      const tar = gunzipSync(Buffer.from(await (await fetch(api('/tarball/data'))).arrayBuffer()));
      const files = parseTar(Uint8Array.from(tar)).filter((f) => f.type === 'file');
      const top = `acme-rag-${commit.sha.slice(0, 7)}/`;
      expect(new Map(files.map((f) => [f.name.slice(top.length), f.text]))).toEqual(
        new Map([...want].sort(([a], [b]) => (a < b ? -1 : 1))),
      );
    }
  });

  it('branch protection and rulesets refuse as GitHub does', async () => {
    gh.createBranch('data', null);
    const next = await commitOn(gh.branchHead('data')!, { 'x.json': '1' });
    gh.protectBranch('data', 'classic');
    const classic = await send('PATCH', '/git/refs/heads/data', { sha: next, force: false });
    expect([classic.status, (await json(classic)).message]).toEqual([
      422,
      'Protected branch update failed for refs/heads/data.',
    ]);
    gh.protectBranch('data', 'ruleset');
    const ruleset = await send('PATCH', '/git/refs/heads/data', { sha: next, force: false });
    expect([ruleset.status, (await json(ruleset)).message]).toEqual([
      409,
      'Repository rule violations found\n\nChanges must be made through a pull request.\n\n',
    ]);
    gh.protectBranch('fresh', 'ruleset');
    const create = await post('/git/refs', { ref: 'refs/heads/fresh', sha: next });
    expect(create.status).toBe(422);
    expect((await json(create)).message).toContain(
      'Cannot create ref due to creations being restricted',
    );
    gh.protectBranch('data', null);
    expect((await send('PATCH', '/git/refs/heads/data', { sha: next })).status).toBe(200);
  });

  it('contents: base64 JSON at a branch or a commit; over 1 MB encoding none and raw bytes', async () => {
    const first = gh.writeFile('main', 'reports/a.json', 'one');
    gh.writeFile('main', 'reports/a.json', 'two');
    const got = await json(await fetch(api('/contents/reports%2Fa.json?ref=main')));
    expect(got).toMatchObject({
      type: 'file',
      encoding: 'base64',
      size: 3,
      sha: gitBlobSha('two'),
    });
    expect(Buffer.from(got.content, 'base64').toString()).toBe('two');
    const old = await json(await fetch(api(`/contents/reports/a.json?ref=${first}`)));
    expect(Buffer.from(old.content, 'base64').toString()).toBe('one');
    expect((await fetch(api('/contents/reports/a.json?ref=nope'))).status).toBe(404);
    expect((await fetch(api('/contents/missing.json'))).status).toBe(404);
    expect(
      (await send('PUT', '/contents/reports/a.json', { message: 'm', content: '' })).status,
    ).toBe(404);

    const big = 'x'.repeat(1_000_001);
    gh.writeFile('main', 'big.txt', big);
    const meta = await json(await fetch(api('/contents/big.txt')));
    expect(meta).toMatchObject({ encoding: 'none', content: '', size: 1_000_001 });
    const raw = await fetch(api('/contents/big.txt'), {
      headers: { accept: 'application/vnd.github.raw' },
    });
    expect(raw.headers.get('content-type')).toContain('application/vnd.github.raw');
    expect((await raw.text()).length).toBe(1_000_001);
  });

  it('rate limit: headers on every answer, 403 (or 429) at zero until the reset', async () => {
    const first = await fetch(api('/branches/main'));
    expect(first.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('999');
    expect(first.headers.get('x-ratelimit-resource')).toBe('core');
    const reset = Math.floor(Date.now() / 1000) + 3600;
    gh.setRateLimit({ remaining: 0, reset });
    const limited = await fetch(api('/branches/main'));
    expect(limited.status).toBe(403);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String(reset));
    expect((await json(limited)).message).toBe('API rate limit exceeded for installation ID 1.');
    gh.setRateLimit({ status: 429 });
    expect((await fetch(api('/branches/main'))).status).toBe(429);
    // Once the reset time has passed, the budget is back.
    gh.setRateLimit({ reset: Math.floor(Date.now() / 1000) - 1 });
    const after = await fetch(api('/branches/main'));
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-remaining')).toBe('999');
  });

  it('GET /user: 403 for an installation token, the viewer for a PAT', async () => {
    const asApp = await fetch(`${gh.url}/user`, { headers: { authorization: 'token ghs_abc' } });
    expect([asApp.status, (await json(asApp)).message]).toEqual([
      403,
      'Resource not accessible by integration',
    ]);
    const asUser = await fetch(`${gh.url}/user`, { headers: { authorization: 'token ghp_abc' } });
    expect((await json(asUser)).login).toBe('octocat-pat');
  });

  it('comments: pagination with link header, create/update/delete', async () => {
    for (let i = 0; i < 5; i++) gh.addComment(7, `c${i}`, { login: 'alice', type: 'User' });
    const r = await fetch(api('/issues/7/comments?per_page=2&page=1'));
    expect((await json(r)).map((c: { body: string }) => c.body)).toEqual(['c0', 'c1']);
    const link = r.headers.get('link')!;
    expect(link).toContain('page=2>; rel="next"');
    expect(link).toContain('page=3>; rel="last"');
    const next = link.match(/<([^>]+)>; rel="next"/)![1]!;
    expect((await json(await fetch(next))).map((c: { body: string }) => c.body)).toEqual([
      'c2',
      'c3',
    ]);
    const last = await fetch(api('/issues/7/comments?per_page=2&page=3'));
    expect(last.headers.get('link')).not.toContain('rel="next"');

    const created = await post('/issues/7/comments', { body: 'report' });
    expect(created.status).toBe(201);
    const c = await json(created);
    expect(c.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });
    expect(c.html_url).toBe(`https://github.com/acme/rag/pull/7#issuecomment-${c.id}`);
    expect((await send('PATCH', `/issues/comments/${c.id}`, { body: 'v2' })).status).toBe(200);
    expect(gh.comments(7).at(-1)!.body).toBe('v2');
    expect((await fetch(api(`/issues/comments/${c.id}`), { method: 'DELETE' })).status).toBe(204);
    expect(gh.comments(7)).toHaveLength(5);
  });

  it('forbidWrites, failNext and request recording', async () => {
    gh.forbidWrites = true;
    const r = await post('/issues/7/comments', { body: 'x' });
    expect(r.status).toBe(403);
    expect((await json(r)).message).toBe('Resource not accessible by integration');
    expect((await fetch(api('/branches/main'))).status).toBe(200);
    gh.forbidWrites = false;

    gh.failNext(1, 403, { 'retry-after': '0' });
    const f = await fetch(api('/branches/main'));
    expect(f.status).toBe(403);
    expect((await json(f)).message).toMatch(/secondary rate limit/);
    expect((await fetch(`${gh.url}/repos/other/repo/branches/main`)).status).toBe(404);
    expect(gh.writes()).toHaveLength(1);
    expect(gh.requests.map((q) => q.status)).toEqual([403, 200, 403, 404]);
    expect(gh.requests[0]).toMatchObject({
      method: 'POST',
      path: '/repos/acme/rag/issues/7/comments',
      body: { body: 'x' },
    });
  });
});

describe('fake OpenAI refuses what the real service refuses', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({
      apiKey: 'sk-right-0123456789',
      models: ['gpt-4.1-mini', 'my-gpt5'],
      reasoningModels: ['my-gpt5'],
    });
  });
  afterAll(() => fake.close());

  const chat = (body: object, headers: Record<string, string> = {}) =>
    postJson(
      `${fake.url}/chat/completions`,
      { messages: [{ role: 'user', content: prompt }], ...body },
      { authorization: 'Bearer sk-right-0123456789', ...headers },
    );

  it('checks the Authorization header with OpenAI’s 401 bodies', async () => {
    const none = await fetch(`${fake.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4.1-mini', messages: [] }),
    });
    expect(none.status).toBe(401);
    expect((await json(none)).error.message).toMatch(/^You didn't provide an API key/);
    const wrong = await chat(
      { model: 'gpt-4.1-mini' },
      { authorization: 'Bearer sk-wrong-key-9876' },
    );
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).error).toMatchObject({
      code: 'invalid_api_key',
      message: expect.stringMatching(/^Incorrect API key provided: sk-\*+9876\./),
    });
  });

  it('answers 404 model_not_found for an unknown model, and rejects temperature for a reasoning model', async () => {
    const unknown = await chat({ model: 'gpt-9' });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).toMatchObject({
      code: 'model_not_found',
      message: 'The model `gpt-9` does not exist or you do not have access to it.',
    });
    const hot = await chat({ model: 'my-gpt5', temperature: 0 });
    expect(hot.status).toBe(400);
    expect(await json(hot)).toEqual({
      error: {
        message: "Unsupported parameter: 'temperature' is not supported with this model.",
        type: 'invalid_request_error',
        param: 'temperature',
        code: 'unsupported_parameter',
      },
    });
    expect((await chat({ model: 'my-gpt5' })).status).toBe(200);
  });

  it('enforces the strict json_schema rules', async () => {
    const format = (schema: object, model = 'gpt-4.1-mini') =>
      chat({
        model,
        response_format: { type: 'json_schema', json_schema: { name: 'v', strict: true, schema } },
      });
    const open = await format({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
    });
    expect(open.status).toBe(400);
    expect((await json(open)).error).toMatchObject({
      param: 'response_format',
      message: expect.stringContaining(
        "'additionalProperties' is required to be supplied and to be false",
      ),
    });
    const optional = await format({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    });
    expect((await json(optional)).error.message).toContain("Missing 'b'");
    const bounded = {
      type: 'object',
      properties: { n: { type: 'integer', minimum: 0 } },
      required: ['n'],
      additionalProperties: false,
    };
    expect((await format(bounded)).status).toBe(200);
    const fineTuned = await format(bounded, 'ft:gpt-4.1-mini:acme::x');
    expect(fineTuned.status).toBe(404); // not in `models`
    const ftFake = await startFakeOpenAI();
    try {
      const r = await postJson(`${ftFake.url}/chat/completions`, {
        model: 'ft:gpt-4.1-mini:acme::x',
        messages: [{ role: 'user', content: prompt }],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'v', strict: true, schema: bounded },
        },
      });
      expect(r.status).toBe(400);
      expect((await json(r)).error.message).toContain("'minimum' is not permitted");
    } finally {
      await ftFake.close();
    }
  });
});
