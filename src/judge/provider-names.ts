/** The judge's providers, as the `provider/` prefix of `model` names them. */
export const PROVIDERS = ['openai', 'azure', 'anthropic', 'google'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** The variable each provider's key is read from when `api-key` is empty. */
export const KEY_VARIABLES: Record<ProviderName, string> = {
  openai: 'OPENAI_API_KEY',
  azure: 'AZURE_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
};
