import type { LanguageModel } from 'ai';
import type { ProviderName } from './provider-names.js';

const DEFAULT_SERVERS: Record<Exclude<ProviderName, 'azure'>, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
};

/** Azure's classic (deployment-based) API version when the URL names none. */
const AZURE_CLASSIC_API_VERSION = '2024-10-21';

export interface JudgeModelSettings {
  /** `provider/model`, checked with the other inputs. */
  model: string;
  /** Empty with a self-hosted server that needs no key. */
  apiKey: string;
  baseURL?: string;
  api: 'responses' | 'chat';
}

export interface JudgeModel {
  provider: ProviderName;
  /** The model id (Azure: the deployment name). */
  modelId: string;
  /** Where the requests go, for messages and the report. */
  server: string;
  languageModel: LanguageModel;
  /** Provider options for every request (e.g. `store: false` on the Responses API). */
  providerOptions: Record<string, Record<string, string | boolean>>;
}

function splitModel(model: string): { provider: string; modelId: string } {
  const slash = model.indexOf('/');
  return { provider: model.slice(0, slash), modelId: model.slice(slash + 1) };
}

/** The provider `provider/model` names and the server it asks, without loading an SDK. */
export function judgeEndpoint(settings: JudgeModelSettings): {
  provider: ProviderName;
  modelId: string;
  server: string;
} {
  const { provider: named, modelId } = splitModel(settings.model);
  if (named === 'azure')
    return { provider: named, modelId, server: azureEndpoint(settings.baseURL as string).server };
  const provider = named === 'anthropic' || named === 'google' ? named : 'openai';
  return { provider, modelId, server: settings.baseURL ?? DEFAULT_SERVERS[provider] };
}

/**
 * The `ai` SDK model for `provider/model`, talking to the server the settings name. Only that
 * provider's package is loaded (each is a chunk of its own in the bundle).
 */
export async function createJudgeModel(settings: JudgeModelSettings): Promise<JudgeModel> {
  const { provider, modelId, server } = judgeEndpoint(settings);
  // The SDK never reads a key from the environment behind our back: options resolved it.
  const apiKey = settings.apiKey;
  const fetch = settings.apiKey === '' ? withoutEmptyKeyHeaders : undefined;
  const store = settings.api === 'responses' ? { store: false } : undefined;
  switch (provider) {
    case 'azure': {
      const { createAzure } = await import('@ai-sdk/azure');
      const sdk = createAzure({
        apiKey,
        fetch,
        ...azureEndpoint(settings.baseURL as string).settings,
      });
      return {
        provider: 'azure',
        modelId,
        server,
        languageModel: settings.api === 'chat' ? sdk.chat(modelId) : sdk.responses(modelId),
        providerOptions: store ? { openai: store, azure: store } : {},
      };
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      const sdk = createAnthropic({ apiKey, fetch, baseURL: server });
      return {
        provider: 'anthropic',
        modelId,
        server,
        languageModel: sdk(modelId),
        providerOptions: {},
      };
    }
    case 'google': {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      const sdk = createGoogleGenerativeAI({ apiKey, fetch, baseURL: server });
      return {
        provider: 'google',
        modelId,
        server,
        languageModel: sdk(modelId),
        providerOptions: {},
      };
    }
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      const sdk = createOpenAI({ apiKey, fetch, baseURL: server });
      return {
        provider: 'openai',
        modelId,
        server,
        languageModel: settings.api === 'chat' ? sdk.chat(modelId) : sdk.responses(modelId),
        providerOptions: store ? { openai: store } : {},
      };
    }
  }
}

/**
 * Azure's two URL styles from the resource URL a user pastes: the v1 API
 * (`https://NAME.openai.azure.com/openai`, or `/openai/v1`) → `…/openai/v1/chat/completions`; the
 * classic deployment API (a URL with `/deployments/<name>` or an `api-version`) →
 * `…/openai/deployments/<deployment>/chat/completions?api-version=…`. The deployment is the one
 * `model` names. The key goes in the `api-key` header.
 */
function azureEndpoint(baseURL: string): {
  server: string;
  settings: { baseURL: string; useDeploymentBasedUrls: boolean; apiVersion?: string };
} {
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

const KEY_HEADERS = ['authorization', 'api-key', 'x-api-key', 'x-goog-api-key'];

/** A keyless self-hosted server gets no key header at all, rather than an empty one. */
const withoutEmptyKeyHeaders: typeof globalThis.fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  for (const name of KEY_HEADERS) {
    const value = headers.get(name);
    if (value !== null && (value.trim() === '' || value.trim() === 'Bearer')) headers.delete(name);
  }
  return globalThis.fetch(input, { ...init, headers });
};
