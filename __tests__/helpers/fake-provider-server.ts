/**
 * Shared plumbing of the fake Anthropic and Gemini servers: a loopback HTTP server that records
 * every request and lets a handler answer it, and the verdicts for a parsed judge prompt.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultDecide, parseJudgePrompt, type DecideInput } from './fake-openai.js';

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body: any;
  status: number;
}

export interface Reply {
  status: number;
  body: unknown;
}

export interface FakeProviderServer {
  /** `http://127.0.0.1:PORT` plus the prefix given. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Next `count` requests get this reply, before any check. */
  failNext(count: number, status: number, body: unknown): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeProviderServer(
  prefix: string,
  handle: (request: RecordedRequest) => Reply,
): Promise<FakeProviderServer> {
  const requests: RecordedRequest[] = [];
  let failures: Reply[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers,
        body,
        status: 0,
      };
      requests.push(request);
      const reply = failures.shift() ?? handle(request);
      request.status = reply.status;
      const payload = JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    requests,
    failNext(count, status, body) {
      for (let i = 0; i < count; i++) failures.push({ status, body });
    },
    reset() {
      requests.length = 0;
      failures = [];
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** The judge's answer to the prompt in `text`: `{ verdicts: [...] }`. */
export function verdictsFor(
  text: string,
  decide?: (input: DecideInput) => boolean | undefined,
): {
  verdicts: { index: number; reason: string; statements?: number[]; verdict: 'yes' | 'no' }[];
} {
  const parsed = parseJudgePrompt(text);
  return {
    verdicts: (parsed?.contexts ?? []).map((context, index) => {
      const input = {
        query: parsed?.query ?? '',
        expected: parsed?.expected ?? '',
        text: context,
        index,
      };
      const relevant = decide?.(input) ?? defaultDecide(input) === 'yes';
      // A relevant context supports every statement, when the prompt numbers them.
      const statements = parsed?.statements;
      return {
        index,
        reason: `Decided: ${relevant ? 'yes' : 'no'}.`,
        ...(statements && { statements: relevant ? statements.map((_, i) => i + 1) : [] }),
        verdict: relevant ? 'yes' : 'no',
      };
    }),
  };
}

/** Keywords a JSON schema may not use where numeric and length bounds are unsupported. */
export const BOUND_KEYWORDS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
];

/** The first bound keyword anywhere in a schema, with its path. */
export function findBound(node: any, path: string[] = []): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  for (const key of BOUND_KEYWORDS)
    if (key in node && typeof node[key] === 'number') return [...path, key].join('.');
  for (const [key, value] of Object.entries(node)) {
    const found = findBound(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
