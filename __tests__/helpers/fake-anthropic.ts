/**
 * Fake Anthropic Messages API (POST /v1/messages) for the judge's tests.
 *
 * Checks, answering with Anthropic's `{ type: "error", error: { type, message } }` bodies:
 * - `x-api-key` (401 `authentication_error` "invalid x-api-key"; the exact key when `apiKey` is set),
 *   and `anthropic-version` (400 when missing);
 * - `model` is one of `models` (404 `not_found_error` "model: <id>"), `max_tokens` is a positive
 *   integer, `messages` is a non-empty array starting with a user turn, `temperature` is in 0..1;
 * - structured output: `output_config.format` `{ type: "json_schema", schema }` must have
 *   `additionalProperties: false` on its objects and no numeric or length bounds (Anthropic's
 *   structured outputs do not support them); the JSON-tool fallback (a tool forced by
 *   `tool_choice`) is answered with a `tool_use` block.
 * Answers have the shape of Anthropic's: `content` blocks, `stop_reason`, and `usage` with
 * `input_tokens`, `output_tokens`, `cache_creation_input_tokens`, `cache_read_input_tokens`
 * (characters / 4).
 * It does NOT check: beta headers, prompt caching, token limits and context windows, images,
 * streaming, rate limits (inject them with `failNext`), the wording of messages beyond the above.
 */
import type { DecideInput } from './fake-openai.js';
import {
  findBound,
  startFakeProviderServer,
  verdictsFor,
  type FakeProviderServer,
  type Reply,
} from './fake-provider-server.js';

export interface FakeAnthropicOptions {
  apiKey: string;
  models: readonly string[];
  decide?: (input: DecideInput) => boolean | undefined;
}

const error = (status: number, type: string, message: string): Reply => ({
  status,
  body: { type: 'error', error: { type, message } },
});

export function startFakeAnthropic(options: FakeAnthropicOptions): Promise<FakeProviderServer> {
  let n = 0;
  return startFakeProviderServer('/v1', (request) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== '/v1/messages')
      return error(404, 'not_found_error', 'Not Found');
    if (request.headers['x-api-key'] !== options.apiKey)
      return error(401, 'authentication_error', 'invalid x-api-key');
    if (!request.headers['anthropic-version'])
      return error(400, 'invalid_request_error', 'anthropic-version: header is required');
    const body = request.body;
    if (typeof body !== 'object' || body === null)
      return error(400, 'invalid_request_error', 'Request body must be JSON');
    if (!options.models.includes(body.model))
      return error(404, 'not_found_error', `model: ${String(body.model)}`);
    if (!Number.isInteger(body.max_tokens) || body.max_tokens < 1)
      return error(400, 'invalid_request_error', 'max_tokens: Field required');
    if (!Array.isArray(body.messages) || body.messages[0]?.role !== 'user')
      return error(
        400,
        'invalid_request_error',
        'messages: first message must use the "user" role',
      );
    if (body.temperature !== undefined && !(body.temperature >= 0 && body.temperature <= 1))
      return error(400, 'invalid_request_error', 'temperature: range: 0..1');
    const format = body.output_config?.format;
    const tool =
      body.tool_choice?.type === 'tool'
        ? body.tools?.find((t: { name: string }) => t.name === body.tool_choice.name)
        : undefined;
    const schema = format?.schema ?? tool?.input_schema;
    if (format && format.type !== 'json_schema')
      return error(400, 'invalid_request_error', 'output_config.format.type: must be json_schema');
    if (!schema) return error(400, 'invalid_request_error', 'the judge must ask for JSON');
    const bound = findBound(schema);
    if (format && bound)
      return error(
        400,
        'invalid_request_error',
        `output_config.format.schema: ${bound} is not supported`,
      );
    if (format && JSON.stringify(schema).includes('"additionalProperties":true'))
      return error(400, 'invalid_request_error', 'additionalProperties must be false');
    const text = [
      typeof body.system === 'string'
        ? body.system
        : (body.system ?? []).map((b: { text?: string }) => b.text ?? '').join('\n'),
      ...body.messages.flatMap((m: { content: unknown }) =>
        typeof m.content === 'string'
          ? [m.content]
          : (m.content as { text?: string }[]).map((c) => c.text ?? ''),
      ),
    ].join('\n');
    const answer = verdictsFor(text, options.decide);
    n += 1;
    const inputTokens = Math.ceil(text.length / 4);
    const content = tool
      ? [{ type: 'tool_use', id: `toolu_${n}`, name: tool.name, input: answer }]
      : [{ type: 'text', text: JSON.stringify(answer) }];
    return {
      status: 200,
      body: {
        id: `msg_${n}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content,
        stop_reason: tool ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: {
          input_tokens: inputTokens,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          output_tokens: Math.ceil(JSON.stringify(answer).length / 4),
        },
      },
    };
  });
}
