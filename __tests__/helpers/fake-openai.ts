/**
 * Fake OpenAI-compatible server for tests, as strict as the real service where the judge depends on it.
 *
 * Serves POST /v1/responses and POST /v1/chat/completions. The judge prompt is parsed out of the
 * request text and a verdict is produced per context (deterministically, or via `decide`).
 *
 * What it checks, answering with OpenAI's own status and error body:
 * - `Authorization: Bearer <key>` (401 `invalid_api_key`, or the "You didn't provide an API key"
 *   body when the header is missing); the exact key when `apiKey` is set; no check with `auth: false`
 *   (a keyless Ollama or vLLM).
 * - `model` is a non-empty string, and one of `models` when given (404 `model_not_found`).
 * - Strict structured output (`text.format` / `response_format` with `strict: true`), by OpenAI's
 *   strict-mode rules: the root is an object; every object has `additionalProperties: false` and
 *   lists every property in `required`; only supported types. For fine-tuned models (`ft:` ids) the
 *   keywords fine-tuned models reject (`minimum`, `maximum`, `pattern`, `minItems`, ...) are refused.
 *   400 `invalid_json_schema`, `param` naming the field.
 * - `temperature` for the models listed in `reasoningModels`: OpenAI's 400
 *   "Unsupported parameter: 'temperature' is not supported with this model." (`param: "temperature"`,
 *   `code: "unsupported_parameter"`), as recorded in the ai SDK's fixtures.
 * - Malformed JSON bodies (400) and unknown paths (404 `unknown_url`).
 *
 * Answers follow the shape of real recorded responses (vercel/ai
 * packages/openai/src/responses/__fixtures__/gpt-6-luna-reasoning-none-sampling.json and
 * packages/openai/src/chat/__fixtures__/openai-text.json): the same fields, with usage details
 * (`input_tokens_details.cached_tokens`, `output_tokens_details.reasoning_tokens`). Token counts are
 * characters / 4 (or `countTokens`).
 *
 * What it does NOT check: every other request field (unknown fields are accepted), schema limits
 * (depth 10, 5000 properties, enum sizes), `$ref`/`$defs` resolution, prompt length and context
 * windows, `store` (it is recorded, not enforced), organisation/project headers, rate limits (only
 * those injected with `failNext`), streaming. The wording of the schema errors is modelled on
 * OpenAI's, not recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Verdict = 'yes' | 'no';

export interface ParsedJudgePrompt {
  query: string;
  /** The expected answer (its statements joined by a space, when it was sent as numbered ones). */
  expected: string;
  /** The expected answer's numbered statements (`1. …` lines), when it was sent as such. */
  statements?: string[];
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
  /**
   * The statement numbers (1-based) a context supports, when the prompt numbers the expected
   * answer's statements; undefined falls back to: all of them when the verdict is yes, else none.
   */
  supports?: (input: DecideInput & { statements: string[] }) => number[] | undefined;
  /** Wait this long (ms) before answering every request (can be changed later via `fake.delayMs`). */
  delayMs?: number;
  /** The only key accepted; any `Bearer <non-empty>` when unset. */
  apiKey?: string;
  /** false: no Authorization header needed (a keyless self-hosted server). Default true. */
  auth?: boolean;
  /** The models that exist; any model when unset. */
  models?: readonly string[];
  /** Models that reject `temperature`, as OpenAI's reasoning models (and deployments of them) do. */
  reasoningModels?: readonly string[];
  /**
   * Serve as an Azure OpenAI resource instead (`url` is then `http://127.0.0.1:PORT/openai`): the v1
   * API (`/openai/v1/chat/completions`, `/openai/v1/responses`; `model` is the deployment) and the
   * classic one (`/openai/deployments/<d>/chat/completions?api-version=YYYY-MM-DD[-preview]`,
   * api-version required); the key in the `api-key` header (a Bearer token is not a key); an
   * unknown deployment is 404 `DeploymentNotFound`. Errors in Azure's `{ error: { code, message } }`.
   */
  azure?: { deployments: readonly string[] };
  /**
   * Requests the account may have in flight; one more is answered at once with OpenAI's 429
   * `rate_limit_exceeded`, `retry-after-ms`, `x-ratelimit-remaining-requests: 0` and
   * `x-ratelimit-reset-requests`. Unlimited when unset.
   */
  maxInFlight?: number;
  /** Counts a text's tokens for `usage` (the request's message text, the answer's); characters / 4 when unset. */
  countTokens?: (text: string) => number;
}

/** Azure OpenAI's error bodies. */
export const AZURE_ERRORS = {
  accessDenied: {
    error: {
      code: '401',
      message:
        'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
    },
  },
  deploymentNotFound: {
    error: {
      code: 'DeploymentNotFound',
      message:
        'The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.',
    },
  },
  resourceNotFound: { error: { code: '404', message: 'Resource not found' } },
  apiVersionNotSupported: { error: { code: 'BadRequest', message: 'API version not supported' } },
} as const;

/**
 * An Azure request as the OpenAI request it stands for: the OpenAI path, and the deployment as the
 * model; or the refusal Azure would answer with.
 */
function azureRoute(
  url: string,
  headers: Record<string, string>,
  body: any,
  options: FakeOpenAIOptions,
): { path: string; model?: string } | Refusal {
  const [pathname = '/', query = ''] = url.split('?');
  const apiVersion = new URLSearchParams(query).get('api-version');
  const v1 = /^\/openai\/v1\/(chat\/completions|responses)$/.exec(pathname);
  const classic = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/.exec(pathname);
  if (!v1 && !classic) return { status: 404, body: AZURE_ERRORS.resourceNotFound };
  if (classic && (!apiVersion || !/^\d{4}-\d{2}-\d{2}(-preview)?$/.test(apiVersion)))
    return {
      status: apiVersion ? 400 : 404,
      body: apiVersion ? AZURE_ERRORS.apiVersionNotSupported : AZURE_ERRORS.resourceNotFound,
    };
  if (v1 && apiVersion !== null && !['v1', 'preview', 'latest'].includes(apiVersion))
    return { status: 400, body: AZURE_ERRORS.apiVersionNotSupported };
  const key = headers['api-key'] ?? '';
  if (key === '' || (options.apiKey !== undefined && key !== options.apiKey))
    return { status: 401, body: AZURE_ERRORS.accessDenied };
  const deployment = classic ? decodeURIComponent(classic[1] as string) : body?.model;
  if (!options.azure?.deployments.includes(deployment))
    return { status: 404, body: AZURE_ERRORS.deploymentNotFound };
  return { path: `/v1/${v1 ? v1[1] : 'chat/completions'}`, model: deployment };
}

/** OpenAI's error bodies, as the real service sends them. */
export const OPENAI_ERRORS = {
  noKey: {
    error: {
      message:
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
      type: 'invalid_request_error',
      param: null,
      code: null,
    },
  },
  invalidKey: (key: string) => ({
    error: {
      message: `Incorrect API key provided: ${key.slice(0, 3)}${'*'.repeat(Math.max(0, key.length - 7))}${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  }),
  modelNotFound: (model: string) => ({
    error: {
      message: `The model \`${model}\` does not exist or you do not have access to it.`,
      type: 'invalid_request_error',
      param: null,
      code: 'model_not_found',
    },
  }),
  insufficientQuota: {
    error: {
      message:
        'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
      type: 'insufficient_quota',
      param: null,
      code: 'insufficient_quota',
    },
  },
  unsupportedTemperature: {
    error: {
      message: "Unsupported parameter: 'temperature' is not supported with this model.",
      type: 'invalid_request_error',
      param: 'temperature',
      code: 'unsupported_parameter',
    },
  },
} as const;

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
  /** `performance.now()` when the request arrived and when it was answered. */
  receivedAt: number;
  answeredAt?: number;
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
  /** Mutable: replace the supports function. */
  supports: FakeOpenAIOptions['supports'];
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
  /** Next `count` answered requests get this body (status 200) verbatim, e.g. a recorded response. */
  respondNext(count: number, body: unknown): void;
  /** The most requests that were ever in flight at once (those answered 429 at once excluded). */
  readonly peakInFlight: number;
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
  const expectedBlock = text.slice(eStart + '<expected_answer>'.length, eEnd);
  const lines = expectedBlock.split('\n').filter((line) => line.trim() !== '');
  const numbered = lines.map((line) => /^(\d+)\. (.*)$/.exec(line));
  const statements = numbered.every(Boolean)
    ? numbered.map((m) => unescapeXml((m as RegExpExecArray)[2] ?? ''))
    : undefined;
  const expected = statements ? statements.join(' ') : unescapeXml(expectedBlock);
  const block = text.slice(cStart + '<contexts>'.length, cEnd);
  const found: Array<{ index: number; text: string }> = [];
  const re = /<context index="(\d+)">\n?([\s\S]*?)\n?<\/context>/g;
  for (const m of block.matchAll(re)) {
    found.push({ index: Number(m[1]), text: unescapeXml(m[2] ?? '') });
  }
  found.sort((a, b) => a.index - b.index);
  return {
    query,
    expected,
    ...(statements && statements.length > 0 && { statements }),
    contexts: found.map((f) => f.text),
  };
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

interface Refusal {
  status: number;
  body: unknown;
}

/** What the real service refuses before it runs the model: auth, model, parameters, the schema. */
function checkRequest(
  path: string,
  body: any,
  headers: Record<string, string>,
  options: FakeOpenAIOptions,
): Refusal | undefined {
  if (options.auth !== false && !options.azure) {
    const match = /^Bearer (.*)$/.exec(headers.authorization ?? '');
    const key = match?.[1]?.trim() ?? '';
    if (!match) return { status: 401, body: OPENAI_ERRORS.noKey };
    if (key === '' || (options.apiKey !== undefined && key !== options.apiKey))
      return { status: 401, body: OPENAI_ERRORS.invalidKey(key) };
  }
  const model = body?.model;
  if (typeof model !== 'string' || model === '') {
    return {
      status: 400,
      body: {
        error: {
          message: "Missing required parameter: 'model'.",
          type: 'invalid_request_error',
          param: 'model',
          code: 'missing_required_parameter',
        },
      },
    };
  }
  if (options.models && !options.azure && !options.models.includes(model))
    return { status: 404, body: OPENAI_ERRORS.modelNotFound(model) };
  if (options.reasoningModels?.includes(model) && body.temperature !== undefined)
    return { status: 400, body: OPENAI_ERRORS.unsupportedTemperature };
  const format =
    path === '/v1/responses'
      ? { param: 'text.format.schema', ...body.text?.format }
      : { param: 'response_format', ...body.response_format?.json_schema };
  if (format.strict === true) {
    const problem = strictSchemaProblem(format.schema, model.startsWith('ft:'));
    if (problem) {
      return {
        status: 400,
        body: {
          error: {
            message: `Invalid schema for response_format '${format.name}': ${problem}`,
            type: 'invalid_request_error',
            param: format.param,
            code: 'invalid_json_schema',
          },
        },
      };
    }
  }
  return undefined;
}

const STRICT_TYPES = new Set(['string', 'number', 'boolean', 'integer', 'object', 'array', 'null']);
/** Keywords OpenAI's fine-tuned models reject in a strict schema. */
const FINE_TUNED_UNSUPPORTED = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'patternProperties',
  'unevaluatedProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'unevaluatedItems',
  'contains',
  'minContains',
  'maxContains',
  'minItems',
  'maxItems',
  'uniqueItems',
];

/** The first violation of OpenAI's strict structured-output rules, as OpenAI words it. */
export function strictSchemaProblem(schema: any, fineTuned: boolean): string | undefined {
  if (!schema || typeof schema !== 'object') return 'schema must be a JSON Schema object.';
  if (schema.type !== 'object')
    return (
      'In context=(), schema must be a JSON Schema of \'type: "object"\', got \'type: "' +
      String(schema.type) +
      '"\'.'
    );
  const visit = (node: any, context: string[]): string | undefined => {
    const where = `In context=(${context.map((c) => `'${c}'`).join(', ')})`;
    if (!node || typeof node !== 'object') return `${where}, schema must be an object.`;
    if (fineTuned) {
      const keyword = FINE_TUNED_UNSUPPORTED.find((k) => k in node);
      if (keyword) return `${where}, '${keyword}' is not permitted.`;
    }
    if (Array.isArray(node.anyOf)) {
      for (const [i, branch] of node.anyOf.entries()) {
        const problem = visit(branch, [...context, 'anyOf', String(i)]);
        if (problem) return problem;
      }
      return undefined;
    }
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (node.enum === undefined && node.const === undefined) {
      for (const type of types) {
        if (!STRICT_TYPES.has(type)) return `${where}, type '${String(type)}' is not supported.`;
      }
    }
    if (types.includes('object')) {
      if (node.additionalProperties !== false)
        return `${where}, 'additionalProperties' is required to be supplied and to be false.`;
      const keys = Object.keys(node.properties ?? {});
      const required: unknown = node.required;
      const missing = keys.filter((k) => !Array.isArray(required) || !required.includes(k));
      if (!Array.isArray(required) || missing.length > 0)
        return `${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0] ?? ''}'.`;
      for (const key of keys) {
        const problem = visit(node.properties[key], [...context, 'properties', key]);
        if (problem) return problem;
      }
    }
    if (types.includes('array')) {
      if (!node.items) return `${where}, array schema missing items.`;
      return visit(node.items, [...context, 'items']);
    }
    return undefined;
  };
  return visit(schema, []);
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const requests: RecordedOpenAIRequest[] = [];
  let failures: PendingFailure[] = [];
  let wrongCount = 0;
  let garbage = 0;
  let verbatim: unknown[] = [];
  let counter = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  const timers = new Set<NodeJS.Timeout>();

  const state = {
    delayMs: options.delayMs ?? 0,
    decide: options.decide,
    supports: options.supports,
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
      // A case without an expected answer (judge-holes) is judged against the query: no statements.
      const statements =
        parsed?.statements ?? (parsed?.expected.trim().startsWith('(none given') ? [] : undefined);
      if (!statements) return { index, reason, verdict };
      const supported =
        state.supports?.({ ...input, statements }) ??
        (verdict === 'yes' ? statements.map((_, i) => i + 1) : []);
      return { index, reason, statements: supported, verdict };
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
    const refusal = checkRequest(path, body, rec.headers, options);
    if (refusal) {
      rec.status = refusal.status;
      send(res, refusal.status, refusal.body);
      return;
    }
    if (verbatim.length > 0) {
      rec.status = 200;
      send(res, 200, verbatim.shift());
      return;
    }
    const text = buildAnswer(rec.parsed);
    const n = ++counter;
    const created = Math.floor(Date.now() / 1000);
    const count = options.countTokens ?? ((t: string) => Math.ceil(t.length / 4));
    const inputTokens = count(rec.text);
    const outputTokens = count(text);
    const model = typeof body?.model === 'string' ? body.model : 'fake-model';
    rec.status = 200;
    if (path === '/v1/responses') {
      send(res, 200, {
        id: `resp_${n}`,
        object: 'response',
        created_at: created,
        status: 'completed',
        background: false,
        completed_at: created,
        error: null,
        incomplete_details: null,
        instructions: body.instructions ?? null,
        max_output_tokens: body.max_output_tokens ?? null,
        model,
        output: [
          {
            id: `msg_${n}`,
            type: 'message',
            status: 'completed',
            content: [{ type: 'output_text', annotations: [], logprobs: [], text }],
            role: 'assistant',
          },
        ],
        parallel_tool_calls: true,
        previous_response_id: null,
        reasoning: { effort: null, summary: null },
        service_tier: 'default',
        store: body.store ?? true,
        temperature: body.temperature ?? 1,
        text: body.text ?? { format: { type: 'text' } },
        tool_choice: 'auto',
        tools: [],
        top_p: 1,
        truncation: 'disabled',
        usage: {
          input_tokens: inputTokens,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: outputTokens,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: inputTokens + outputTokens,
        },
        user: null,
        metadata: {},
      });
    } else {
      send(res, 200, {
        id: `chatcmpl_${n}`,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: {
          prompt_tokens: inputTokens,
          completion_tokens: outputTokens,
          total_tokens: inputTokens + outputTokens,
          prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
          completion_tokens_details: {
            reasoning_tokens: 0,
            audio_tokens: 0,
            accepted_prediction_tokens: 0,
            rejected_prediction_tokens: 0,
          },
        },
        service_tier: 'default',
        system_fingerprint: 'fp_fake',
      });
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let path = (req.url ?? '/').split('?')[0] ?? '/';
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
      const headers = flattenHeaders(req.headers);
      let refusal: Refusal | undefined;
      if (options.azure && req.method === 'POST') {
        const route = azureRoute(req.url ?? '/', headers, body, options);
        if ('status' in route) refusal = route;
        else {
          path = route.path;
          if (body && typeof body === 'object' && route.model) body.model ??= route.model;
        }
      }
      const known =
        req.method === 'POST' && (path === '/v1/responses' || path === '/v1/chat/completions');
      const text = known ? collectText(path, body) : '';
      const rec: RecordedOpenAIRequest = {
        method: req.method ?? 'GET',
        path,
        headers,
        body,
        text,
        parsed: known ? parseJudgePrompt(text) : null,
        status: 0,
        receivedAt: performance.now(),
      };
      res.on('finish', () => (rec.answeredAt = performance.now()));
      requests.push(rec);

      if (refusal) {
        rec.status = refusal.status;
        send(res, refusal.status, refusal.body);
        return;
      }
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
      if (options.maxInFlight !== undefined && inFlight >= options.maxInFlight) {
        rec.status = 429;
        const wait = String(Math.max(1, state.delayMs));
        send(
          res,
          429,
          {
            error: {
              message: `Rate limit reached for requests. Limit: ${options.maxInFlight} in flight. Please try again in ${wait}ms.`,
              type: 'requests',
              param: null,
              code: 'rate_limit_exceeded',
            },
          },
          {
            'retry-after-ms': wait,
            'x-ratelimit-limit-requests': String(options.maxInFlight),
            'x-ratelimit-remaining-requests': '0',
            'x-ratelimit-reset-requests': `${wait}ms`,
          },
        );
        return;
      }
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      res.on('close', () => (inFlight -= 1));
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
    url: options.azure ? `http://127.0.0.1:${port}/openai` : `http://127.0.0.1:${port}/v1`,
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
    get supports() {
      return state.supports;
    },
    set supports(fn) {
      state.supports = fn;
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
    get peakInFlight() {
      return peakInFlight;
    },
    respondNext(count, body) {
      for (let i = 0; i < count; i++) verbatim.push(body);
    },
    reset() {
      requests.length = 0;
      failures = [];
      wrongCount = 0;
      garbage = 0;
      verbatim = [];
      peakInFlight = 0;
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
