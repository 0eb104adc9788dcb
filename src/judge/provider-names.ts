/**
 * The judge's providers, as the `provider/` prefix of `model` names them: the variable each one's
 * key is read from when `api-key` is empty, and the server it asks when `base-url` is (Azure has
 * none: its resource URL is required).
 */
export const PROVIDERS = {
  openai: { keyVariable: 'OPENAI_API_KEY', server: 'https://api.openai.com/v1' },
  azure: { keyVariable: 'AZURE_API_KEY', server: undefined },
  anthropic: { keyVariable: 'ANTHROPIC_API_KEY', server: 'https://api.anthropic.com/v1' },
  google: {
    keyVariable: 'GOOGLE_GENERATIVE_AI_API_KEY',
    server: 'https://generativelanguage.googleapis.com/v1beta',
  },
} as const;
type ProviderName = keyof typeof PROVIDERS;

export const KEY_VARIABLES = Object.values(PROVIDERS).map((p) => p.keyVariable);

/** The variable a provider's key is read from (OpenAI's for any other: an OpenAI-compatible server). */
export const keyVariableOf = (provider: string | undefined): string =>
  PROVIDERS[provider as ProviderName]?.keyVariable ?? PROVIDERS.openai.keyVariable;
