import type { LanguageModel } from 'ai';
import { PROVIDERS } from './provider-names.js';

/** Azure's classic (deployment-based) API version when the URL names none. */
const AZURE_CLASSIC_API_VERSION = '2024-10-21';

/** What names an LLM judge: enough to say what it is before its SDK is loaded. */
export interface JudgeTarget {
  /** `provider/model`, e.g. `openai/gpt-4.1-mini`, `azure/<deployment>`, `anthropic/…`, `google/…`. */
  model: string;
  /**
   * Without a key (and without `baseURL`: a self-hosted server may need none) the judge can still
   * name its verdicts (to reuse stored ones) but not ask.
   */
  apiKey: string | undefined;
  /** Empty means unset. */
  baseURL?: string;
  api: 'responses' | 'chat';
}

export interface JudgeModel {
  /** The model id (Azure: the deployment name). */
  modelId: string;
  /** Where the requests go, for messages and the report. */
  server: string;
  languageModel: LanguageModel;
  /** Provider options for every request (e.g. `store: false` on the Responses API). */
  providerOptions: Record<string, Record<string, string | boolean>>;
}

/** The provider `provider/model` names and the server it asks, without loading an SDK. */
export function judgeEndpoint(target: JudgeTarget) {
  const slash = target.model.indexOf('/');
  const named = target.model.slice(0, slash);
  const modelId = target.model.slice(slash + 1);
  const baseURL = target.baseURL || undefined;
  if (named === 'azure')
    return { provider: named, modelId, server: azureEndpoint(baseURL as string).server };
  const provider = named === 'anthropic' || named === 'google' ? named : 'openai';
  return { provider, modelId, server: baseURL ?? PROVIDERS[provider].server };
}

/**
 * The `ai` SDK model for `provider/model`, talking to the server the settings name. Only that
 * provider's package is loaded (each is a chunk of its own in the bundle).
 */
export async function createJudgeModel(target: JudgeTarget): Promise<JudgeModel> {
  const { provider, modelId, server } = judgeEndpoint(target);
  // The SDK never reads a key from the environment behind our back: options resolved it.
  const apiKey = target.apiKey ?? '';
  const settings = { apiKey, fetch: apiKey === '' ? withoutEmptyKeyHeaders : undefined };
  const judgeModel = (languageModel: LanguageModel, providerOptions = {}): JudgeModel => ({
    modelId,
    server,
    languageModel,
    providerOptions,
  });
  if (provider === 'anthropic' || provider === 'google') {
    const create =
      provider === 'anthropic'
        ? (await import('@ai-sdk/anthropic')).createAnthropic
        : (await import('@ai-sdk/google')).createGoogleGenerativeAI;
    return judgeModel(create({ ...settings, baseURL: server })(modelId));
  }
  // OpenAI and Azure: the Responses API, unless `api: chat`.
  const sdk =
    provider === 'azure'
      ? (await import('@ai-sdk/azure')).createAzure({
          ...settings,
          ...azureEndpoint(target.baseURL as string).settings,
        })
      : (await import('@ai-sdk/openai')).createOpenAI({ ...settings, baseURL: server });
  const noStore = { store: false };
  return target.api === 'chat'
    ? judgeModel(sdk.chat(modelId))
    : judgeModel(sdk.responses(modelId), { openai: noStore, [provider]: noStore });
}

/**
 * Azure's two URL styles from the resource URL a user pastes: the v1 API
 * (`https://NAME.openai.azure.com/openai`, or `/openai/v1`) → `…/openai/v1/chat/completions`; the
 * classic deployment API (a URL with `/deployments/<name>` or an `api-version`) →
 * `…/openai/deployments/<deployment>/chat/completions?api-version=…`. The deployment is the one
 * `model` names. The key goes in the `api-key` header.
 */
function azureEndpoint(baseURL: string) {
  const url = new URL(baseURL);
  const apiVersion = url.searchParams.get('api-version') ?? undefined;
  let path = url.pathname.replace(/\/+$/, '').replace(/\/(chat\/completions|responses)$/, '');
  const deployment = /^(.*?)\/deployments(\/[^/]*)?$/.exec(path);
  if (deployment) path = deployment[1] as string;
  const classic = deployment !== null || (apiVersion !== undefined && !/\/v1$/.test(path));
  if (classic) {
    const version = apiVersion ?? AZURE_CLASSIC_API_VERSION;
    const base = `${url.origin}${path}`;
    return {
      server: `${base} (deployments, api-version ${version})`,
      settings: { baseURL: base, useDeploymentBasedUrls: true, apiVersion: version },
    };
  }
  // Always end in /v1, so the SDK builds the same URL for any host name.
  const base = `${url.origin}${/\/v1$/.test(path) ? path : `${path}/v1`}`;
  return { server: base, settings: { baseURL: base, useDeploymentBasedUrls: false } };
}

/** A keyless self-hosted server gets no key header at all, rather than an empty one. */
const withoutEmptyKeyHeaders: typeof globalThis.fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  for (const name of ['authorization', 'api-key', 'x-api-key', 'x-goog-api-key']) {
    const value = headers.get(name);
    if (value !== null && (value.trim() === '' || value.trim() === 'Bearer')) headers.delete(name);
  }
  return globalThis.fetch(input, { ...init, headers });
};
