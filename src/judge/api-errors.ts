import { APICallError } from 'ai';

/** The `{ error: { message, type, param, code } }` body OpenAI-style APIs answer with. */
interface ApiErrorBody {
  message?: string;
  type?: string;
  param?: string | null;
  code?: string | null;
}

/** The provider's error object, from the SDK's parsed data or the raw body. */
function apiErrorBody(error: APICallError): ApiErrorBody {
  const fromData = (error.data as { error?: ApiErrorBody } | undefined)?.error;
  if (fromData && typeof fromData === 'object') return fromData;
  try {
    const parsed = JSON.parse(error.responseBody ?? '') as { error?: ApiErrorBody };
    if (parsed.error && typeof parsed.error === 'object') return parsed.error;
  } catch {
    // Not JSON: only the status and message are known.
  }
  return {};
}

/** True when the model refused `temperature` (OpenAI's reasoning models: 400, param "temperature"). */
export function rejectsTemperature(error: unknown): boolean {
  if (!APICallError.isInstance(error) || error.statusCode !== 400) return false;
  const body = apiErrorBody(error);
  return (
    body.param === 'temperature' ||
    /unsupported (parameter|value)\W+temperature/i.test(body.message ?? error.message)
  );
}

/**
 * When an answer shows the judge is misconfigured (no retry and no other case can succeed), what
 * to fix, in one sentence; undefined for anything else.
 */
export function configurationProblem(error: unknown, model: string): string | undefined {
  if (!APICallError.isInstance(error) || error.statusCode === undefined) return undefined;
  const status = error.statusCode;
  const body = apiErrorBody(error);
  const flat = (body.message ?? error.message).replace(/\s+/g, ' ').trim();
  const said = flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
  // OpenAI's and Azure's codes are strings (Google's is the status again: left out).
  const code = typeof body.code === 'string' && body.code !== String(status) ? body.code : '';
  const answer = `HTTP ${status}${code ? ` ${code}` : ''}: ${said}`;
  // Google answers a wrong key with 400 INVALID_ARGUMENT, reason API_KEY_INVALID.
  const keyInvalid =
    status === 400 && /API_KEY_INVALID|API key not valid/.test(error.responseBody ?? said);
  if (status === 401 || keyInvalid)
    return `the key was refused (${answer}); check api-key (or the provider's key variable)`;
  if (status === 403)
    return `access was denied (${answer}); check that the key may use model "${model}" (project, organisation, region)`;
  if (status === 404) {
    return /model_not_found|DeploymentNotFound/i.test(code) || /model|deployment/i.test(said)
      ? `model "${model}" is unknown to the server (${answer}); check model (for azure/…: the deployment name)`
      : `${error.url} does not exist (${answer}); check base-url (for OpenAI-compatible servers it usually ends in /v1) and api`;
  }
  if (status === 429 && (body.code === 'insufficient_quota' || body.type === 'insufficient_quota'))
    return `the account has no quota left (${answer}); check the plan and billing of the key's account`;
  if (status === 400 || status === 422) {
    if (
      /unsupported_(parameter|value)/.test(body.code ?? '') ||
      /^unsupported (parameter|value)/i.test(said)
    )
      return `model "${model}" rejects a parameter the judge sends (${answer}); use another model or api`;
    if (
      body.code === 'invalid_json_schema' ||
      /response_format|json_schema|text\.format/i.test(`${body.param ?? ''} ${said}`)
    )
      return `model "${model}" does not take the judge's JSON-schema structured output (${answer}); use a model that supports structured outputs`;
  }
  return undefined;
}
