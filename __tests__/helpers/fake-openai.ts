/**
 * Fake OpenAI-compatible server for tests.
 *
 * Serves POST /v1/responses and POST /v1/chat/completions with the exact
 * body shapes the Vercel `ai` SDK (v7) + `@ai-sdk/openai` (v4) accept for
 * structured output. The judge prompt is parsed out of the request text and
 * a verdict is produced per context (deterministically, or via `decide`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Verdict = 'yes' | 'no';

export interface ParsedJudgePrompt {
  query: string;
  expected: string;
  contexts: string[];
}

export interface DecideInput {
  query: string;
  expected: string;
  text: string;
  index: number;
}

export interface FakeOpenAIOptions {
  /** Per-context verdict; return undefined/null to fall back to the default keyword rule. */
  decide?: (input: DecideInput) => Verdict | boolean | undefined | null;
  /** Wait this long (ms) before answering every request (can be changed later via `fake.delayMs`). */
  delayMs?: number;
}

export interface RecordedOpenAIRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: any;
  /** All message text of the request, concatenated with "\n". */
  text: string;
  parsed: ParsedJudgePrompt | null;
  /** HTTP status that was (or will be) sent. */
  status: number;
}

export interface FakeOpenAI {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:PORT/v1`. */
  readonly url: string;
  /** Every request received (including failed / 404 ones), in arrival order. */
  readonly requests: RecordedOpenAIRequest[];
  /** Mutable: delay before answering, in ms. */
  delayMs: number;
  /** Mutable: replace the decide function. */
  decide: FakeOpenAIOptions['decide'];
  /**
   * Next `count` requests get `status` with `headers` and an OpenAI-style error body. `body` may
   * be a function of the request: some gateways echo what they were sent (the key, in a 401).
   */
  failNext(
    count: number,
    status: number,
    headers?: Record<string, string>,
    body?: unknown | ((request: RecordedOpenAIRequest) => unknown),
  ): void;
  /** Next `count` answered requests return one verdict fewer than there are contexts. */
  wrongCountNext(count: number): void;
  /** Next `count` answered requests return non-JSON text. */
  garbageNext(count: number): void;
  /** Clears recordings and pending faults. */
  reset(): void;
  close(): Promise<void>;
}

interface PendingFailure {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

export function unescapeXml(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => XML_ENTITIES[name] ?? _m);
}

/** Parse the LAST `<query>…</query><expected_answer>…</expected_answer><contexts>…</contexts>` block. */
export function parseJudgePrompt(text: string): ParsedJudgePrompt | null {
  const cEnd = text.lastIndexOf('</contexts>');
  if (cEnd < 0) return null;
  const cStart = text.lastIndexOf('<contexts>', cEnd);
  if (cStart < 0) return null;
  const eEnd = text.lastIndexOf('</expected_answer>', cStart);
  if (eEnd < 0) return null;
  const eStart = text.lastIndexOf('<expected_answer>', eEnd);
  if (eStart < 0) return null;
  const qEnd = text.lastIndexOf('</query>', eStart);
  if (qEnd < 0) return null;
  const qStart = text.lastIndexOf('<query>', qEnd);
  if (qStart < 0) return null;

  const query = unescapeXml(text.slice(qStart + '<query>'.length, qEnd));
  const expected = unescapeXml(text.slice(eStart + '<expected_answer>'.length, eEnd));
  const block = text.slice(cStart + '<contexts>'.length, cEnd);
  const found: Array<{ index: number; text: string }> = [];
  const re = /<context index="(\d+)">\n?([\s\S]*?)\n?<\/context>/g;
  for (const m of block.matchAll(re)) {
    found.push({ index: Number(m[1]), text: unescapeXml(m[2] ?? '') });
  }
  found.sort((a, b) => a.index - b.index);
  return { query, expected, contexts: found.map((f) => f.text) };
}

function keywords(s: string): Set<string> {
  return new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 5),
  );
}

/** "yes" iff the context shares at least 2 distinct words of length >= 5 with the expected answer. */
export function defaultDecide(input: DecideInput): Verdict {
  return sharedKeywords(input.text, input.expected).length >= 2 ? 'yes' : 'no';
}

function sharedKeywords(text: string, expected: string): string[] {
  const exp = keywords(expected);
  return [...keywords(text)].filter((w) => exp.has(w));
}

function partText(part: any): string {
  if (typeof part === 'string') return part;
  if (part && typeof part === 'object' && typeof part.text === 'string') return part.text;
  return '';
}

function contentText(content: any): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map(partText).filter(Boolean).join('\n');
  return '';
}

function collectText(path: string, body: any): string {
  const pieces: string[] = [];
  if (!body || typeof body !== 'object') return '';
  if (path === '/v1/responses') {
    if (typeof body.instructions === 'string') pieces.push(body.instructions);
    if (typeof body.input === 'string') pieces.push(body.input);
    else if (Array.isArray(body.input)) {
      for (const item of body.input) pieces.push(contentText(item?.content));
    }
  } else if (Array.isArray(body.messages)) {
    for (const msg of body.messages) pieces.push(contentText(msg?.content));
  }
  return pieces.filter(Boolean).join('\n');
}

function flattenHeaders(h: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function defaultErrorBody(status: number): unknown {
  const map: Record<number, [string, string, string]> = {
    400: ['Bad request', 'invalid_request_error', 'bad_request'],
    401: ['Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'],
    403: ['Forbidden', 'invalid_request_error', 'forbidden'],
    404: ['Not found', 'invalid_request_error', 'not_found'],
    429: ['Rate limit reached, please retry later', 'requests', 'rate_limit_exceeded'],
    500: ['The server had an error while processing your request', 'server_error', 'server_error'],
    502: ['Bad gateway', 'server_error', 'bad_gateway'],
    503: ['The engine is currently overloaded', 'server_error', 'overloaded'],
  };
  const [message, type, code] = map[status] ?? [
    `Fake error ${status}`,
    'server_error',
    `http_${status}`,
  ];
  return { error: { message, type, param: null, code } };
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const requests: RecordedOpenAIRequest[] = [];
  let failures: PendingFailure[] = [];
  let wrongCount = 0;
  let garbage = 0;
  let counter = 0;
  const timers = new Set<NodeJS.Timeout>();

  const state = {
    delayMs: options.delayMs ?? 0,
    decide: options.decide,
  };

  function send(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    if (res.destroyed || res.writableEnded) return;
    const payload = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      ...headers,
    });
    res.end(payload);
  }

  function buildAnswer(parsed: ParsedJudgePrompt | null): string {
    if (garbage > 0) {
      garbage--;
      return 'I think yes';
    }
    const contexts = parsed?.contexts ?? [];
    const query = parsed?.query ?? '';
    const expected = parsed?.expected ?? '';
    let verdicts = contexts.map((text, index) => {
      const input: DecideInput = { query, expected, text, index };
      const custom = state.decide?.(input);
      let verdict: Verdict;
      let reason: string;
      if (custom === undefined || custom === null) {
        const shared = sharedKeywords(text, expected);
        verdict = shared.length >= 2 ? 'yes' : 'no';
        reason =
          verdict === 'yes'
            ? `The context mentions ${shared.slice(0, 3).join(', ')} from the expected answer.`
            : 'The context does not contain the information in the expected answer.';
      } else {
        verdict = custom === true || custom === 'yes' ? 'yes' : 'no';
        reason = `Decided by test: ${verdict}.`;
      }
      return { index, reason, verdict };
    });
    if (wrongCount > 0) {
      wrongCount--;
      verdicts = verdicts.slice(0, Math.max(0, verdicts.length - 1));
    }
    return JSON.stringify({ verdicts });
  }

  function answer(
    path: string,
    body: any,
    rec: RecordedOpenAIRequest,
    res: http.ServerResponse,
  ): void {
    const failure = failures.shift();
    if (failure) {
      rec.status = failure.status;
      const failureBody =
        typeof failure.body === 'function'
          ? (failure.body as (r: typeof rec) => unknown)(rec)
          : failure.body;
      send(res, failure.status, failureBody, failure.headers);
      return;
    }
    const text = buildAnswer(rec.parsed);
    const n = ++counter;
    const created = Math.floor(Date.now() / 1000);
    const inputTokens = Math.ceil(rec.text.length / 4);
    const outputTokens = Math.ceil(text.length / 4);
    const model = typeof body?.model === 'string' ? body.model : 'fake-model';
    rec.status = 200;
    if (path === '/v1/responses') {
      send(res, 200, {
        id: `resp_${n}`,
        object: 'response',
        created_at: created,
        model,
        status: 'completed',
        error: null,
        incomplete_details: null,
        output: [
          {
            type: 'message',
            id: `msg_${n}`,
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text, annotations: [] }],
          },
        ],
        usage: {
          input_tokens: inputTokens,
          output_tokens: outputTokens,
          total_tokens: inputTokens + outputTokens,
        },
      });
    } else {
      send(res, 200, {
        id: `chatcmpl_${n}`,
        object: 'chat.completion',
        created,
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
        usage: {
          prompt_tokens: inputTokens,
          completion_tokens: outputTokens,
          total_tokens: inputTokens + outputTokens,
        },
      });
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: any = undefined;
      let badJson = false;
      if (raw.length > 0) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
          badJson = true;
        }
      }
      const known =
        req.method === 'POST' && (path === '/v1/responses' || path === '/v1/chat/completions');
      const text = known ? collectText(path, body) : '';
      const rec: RecordedOpenAIRequest = {
        method: req.method ?? 'GET',
        path,
        headers: flattenHeaders(req.headers),
        body,
        text,
        parsed: known ? parseJudgePrompt(text) : null,
        status: 0,
      };
      requests.push(rec);

      if (!known) {
        rec.status = 404;
        send(res, 404, {
          error: {
            message: `Unknown request URL: ${req.method} ${path}`,
            type: 'invalid_request_error',
            param: null,
            code: 'unknown_url',
          },
        });
        return;
      }
      if (badJson) {
        rec.status = 400;
        send(res, 400, defaultErrorBody(400));
        return;
      }
      if (state.delayMs > 0) {
        const t = setTimeout(() => {
          timers.delete(t);
          answer(path, body, rec, res);
        }, state.delayMs);
        timers.add(t);
      } else {
        answer(path, body, rec, res);
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v: number) {
      state.delayMs = v;
    },
    get decide() {
      return state.decide;
    },
    set decide(fn) {
      state.decide = fn;
    },
    failNext(count, status, headers = {}, body) {
      for (let i = 0; i < count; i++) {
        failures.push({ status, headers, body: body ?? defaultErrorBody(status) });
      }
    },
    wrongCountNext(count) {
      wrongCount += count;
    },
    garbageNext(count) {
      garbage += count;
    },
    reset() {
      requests.length = 0;
      failures = [];
      wrongCount = 0;
      garbage = 0;
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
