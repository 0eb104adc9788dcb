/**
 * Fake Gemini API (POST /v1beta/models/<model>:generateContent) for the judge's tests.
 *
 * Checks, answering with Google's `{ error: { code, message, status, details } }` bodies:
 * - the key in `x-goog-api-key` (or `?key=`): missing is 403 `PERMISSION_DENIED`; wrong is 400
 *   `INVALID_ARGUMENT` "API key not valid" with reason `API_KEY_INVALID`, as Google answers;
 * - the model is one of `models` (404 `NOT_FOUND` "models/<id> is not found for API version v1beta…");
 * - `contents` is a non-empty array of `{ role, parts }`; `generationConfig.temperature` in 0..2;
 *   structured output asks for `responseMimeType: "application/json"` with `responseSchema` or
 *   `responseJsonSchema`.
 * Answers have Gemini's shape: `candidates[0].content.parts[0].text`, `finishReason: "STOP"`,
 * `usageMetadata` (`promptTokenCount`, `candidatesTokenCount`, `totalTokenCount`; characters / 4).
 * It does NOT check: the OpenAPI subset of `responseSchema` in detail, safety settings, token
 * limits, files, streaming, rate limits (inject them with `failNext`).
 */
import type { DecideInput } from './fake-openai.js';
import {
  startFakeProviderServer,
  verdictsFor,
  type FakeProviderServer,
  type Reply,
} from './fake-provider-server.js';

export interface FakeGeminiOptions {
  apiKey: string;
  models: readonly string[];
  decide?: (input: DecideInput) => boolean | undefined;
}

const error = (code: number, status: string, message: string, details: unknown[] = []): Reply => ({
  status: code,
  body: { error: { code, message, status, details } },
});

export const GEMINI_ERRORS = {
  invalidKey: error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'API_KEY_INVALID',
      domain: 'googleapis.com',
      metadata: { service: 'generativelanguage.googleapis.com' },
    },
  ]),
};

export function startFakeGemini(options: FakeGeminiOptions): Promise<FakeProviderServer> {
  let n = 0;
  return startFakeProviderServer('/v1beta', (request) => {
    const [path = '', query = ''] = request.url.split('?');
    const match = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path);
    if (request.method !== 'POST' || !match)
      return error(404, 'NOT_FOUND', `Requested entity was not found.`);
    const key = request.headers['x-goog-api-key'] ?? new URLSearchParams(query).get('key');
    if (!key)
      return error(
        403,
        'PERMISSION_DENIED',
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      );
    if (key !== options.apiKey) return GEMINI_ERRORS.invalidKey;
    const model = decodeURIComponent(match[1] as string);
    if (!options.models.includes(model))
      return error(
        404,
        'NOT_FOUND',
        `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
      );
    const body = request.body;
    if (!Array.isArray(body?.contents) || body.contents.length === 0)
      return error(
        400,
        'INVALID_ARGUMENT',
        '* GenerateContentRequest.contents: contents is not specified',
      );
    const config = body.generationConfig ?? {};
    if (config.temperature !== undefined && !(config.temperature >= 0 && config.temperature <= 2))
      return error(
        400,
        'INVALID_ARGUMENT',
        'Unable to submit request because temperature is out of range.',
      );
    if (
      config.responseMimeType !== 'application/json' ||
      !(config.responseSchema || config.responseJsonSchema)
    )
      return error(400, 'INVALID_ARGUMENT', 'the judge must ask for JSON with a schema');
    const text = [
      ...(body.systemInstruction?.parts ?? []),
      ...body.contents.flatMap((c: { parts: unknown[] }) => c.parts),
    ]
      .map((p: { text?: string }) => p.text ?? '')
      .join('\n');
    const answer = JSON.stringify(verdictsFor(text, options.decide));
    n += 1;
    const prompt = Math.ceil(text.length / 4);
    const output = Math.ceil(answer.length / 4);
    return {
      status: 200,
      body: {
        candidates: [
          { content: { parts: [{ text: answer }], role: 'model' }, finishReason: 'STOP', index: 0 },
        ],
        usageMetadata: {
          promptTokenCount: prompt,
          candidatesTokenCount: output,
          totalTokenCount: prompt + output,
        },
        modelVersion: model,
        responseId: `resp-${n}`,
      },
    };
  });
}
