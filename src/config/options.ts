import { closest } from '../format/closest.js';
import { UserError } from '../errors.js';
import { plural } from '../format/numbers.js';
import { keyVariableOf, PROVIDERS } from '../judge/provider-names.js';
import { gateNameProblem } from '../report/report.js';
import { dataBranchProblem, type ReservedBranches } from '../github/branch-name.js';
import { parseMetricOptions } from './metric-options.js';
import { parseVariantOptions } from './variant-options.js';

/** Every input of the action (and flag of the CLI), with its default as action.yml declares it. */
export const INPUT_DEFAULTS = {
  golden: '',
  retrieval: '',
  'retriever-command': '',
  'retriever-timeout': '600',
  variants: '',
  judge: 'auto',
  model: 'openai/gpt-4.1-mini',
  'api-key': '',
  'base-url': '',
  api: '',
  'judge-timeout': '120',
  'judge-retries': '4',
  'max-judge-requests': '',
  concurrency: '8',
  k: '',
  denominator: 'retrieved',
  scale: '1',
  'max-judge-errors': '0',
  votes: '1',
  calibrate: 'false',
  'judge-holes': 'false',
  threshold: '',
  'max-drop': '',
  'min-confidence': '',
  'max-case-drop': '',
  metrics: 'recall',
  gates: '',
  name: 'default',
  'baseline-branch': 'context-precision-data',
  record: 'auto',
  comment: 'true',
  dashboard: 'true',
  // action.yml defaults it to ${{ github.token }}.
  'github-token': '',
  report: '',
  'pr-number': '',
  shard: '',
  merge: '',
  mode: 'gate',
  'audit-sample': '100',
  'report-path': '',
  'junit-path': '',
} as const;

export type InputName = keyof typeof INPUT_DEFAULTS;
export const INPUT_NAMES = Object.keys(INPUT_DEFAULTS) as InputName[];

/**
 * Reads and checks every input at once; all problems are reported together in one message.
 * `read` returns the raw value ('' when unset); `env` supplies the provider's key variable
 * (OPENAI_API_KEY, AZURE_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY) as a fallback.
 * `reserved`: the branches the data branch must not be (the default branch, the run's own).
 */
export function parseOptions(
  read: (name: InputName) => string,
  env: NodeJS.ProcessEnv = {},
  reserved: ReservedBranches = {},
): GateOptions {
  const errors: string[] = [];
  const options = readOptions(inputReaders(read, errors), env, errors);
  for (const problem of crossFieldProblems(options, reserved)) errors.push(problem);
  if (errors.length > 0) throw new UserError(plural(errors.length, 'invalid input'), errors);
  return options;
}

/** The run's settings, from the inputs. */
export type GateOptions = ReturnType<typeof readOptions>;

/** Every input read; each bad value adds its problem to `errors`. */
function readOptions(
  { raw, optional, oneOf, bool, number, defaulted }: ReturnType<typeof inputReaders>,
  env: NodeJS.ProcessEnv,
  errors: string[],
) {
  const scale = defaulted('scale', { min: 0, exclusiveMin: true });
  const apiRaw = raw('api');
  const baseURL = optional('base-url');
  const api =
    apiRaw === '' ? (baseURL ? 'chat' : 'responses') : oneOf('api', ['responses', 'chat'] as const);
  const shard = parseShard(optional('shard'), errors);
  // The variable the model's provider reads its key from (OPENAI_API_KEY by default).
  const keyVariable = keyVariableOf(raw('model').split('/')[0]);
  const metricOptions = parseMetricOptions(raw('metrics'), raw('gates'));
  const variants = parseVariantOptions(raw('variants'));
  for (const problem of [...metricOptions.problems, ...variants.problems]) errors.push(problem);
  return {
    golden: raw('golden'),
    retrieval: optional('retrieval'),
    retrieverCommand: optional('retriever-command'),
    retrieverTimeoutSeconds: defaulted('retriever-timeout', {
      min: 0,
      exclusiveMin: true,
      max: 86_400,
    }),
    /** Other retrievers scored beside the primary one, never gated (`variants`). */
    variants: variants.variants,
    judge: oneOf('judge', ['auto', 'llm', 'labels'] as const),
    model: raw('model'),
    apiKey: optional('api-key') ?? (env[keyVariable]?.trim() || undefined),
    baseURL,
    api,
    /** Seconds one judge request may take before it is abandoned (and retried). */
    judgeTimeoutSeconds: defaulted('judge-timeout', { min: 0, exclusiveMin: true, max: 3_600 }),
    /** Retries of one judge request on timeouts, 408/409/429/5xx and dropped connections. */
    judgeRetries: defaulted('judge-retries', { min: 0, max: 20, integer: true }),
    /** Judge requests a run may need after reuse; over it, the run is refused before the first. */
    maxJudgeRequests: number('max-judge-requests', { min: 0, integer: true }),
    concurrency: defaulted('concurrency', { min: 1, max: 256, integer: true }),
    k: number('k', { min: 1, integer: true }),
    denominator: oneOf('denominator', ['retrieved', 'labels'] as const),
    scale,
    maxJudgeErrors: defaulted('max-judge-errors', { min: 0, integer: true }),
    votes: defaulted('votes', { min: 1, max: 15, integer: true }),
    calibrate: bool('calibrate'),
    judgeHoles: bool('judge-holes'),
    threshold: number('threshold', { min: 0, max: scale }) ?? 0.7 * scale,
    maxDrop: number('max-drop', { min: 0, max: scale }) ?? 0.05 * scale,
    minConfidence: number('min-confidence', { min: 0, max: 1 }),
    /** Fail when any case both runs have (with one definition) fell more than this (score units). */
    maxCaseDrop: number('max-case-drop', { min: 0, max: scale }),
    /** Metrics beside MAP to compute and show: the `metrics` input, then any gated one. */
    metrics: metricOptions.metrics,
    gates: metricOptions.gates,
    name: raw('name'),
    baselineBranch: raw('baseline-branch'),
    record: oneOf('record', ['auto', 'true', 'false'] as const),
    comment: bool('comment'),
    dashboard: bool('dashboard'),
    githubToken: optional('github-token'),
    report: optional('report'),
    prNumber: number('pr-number', { min: 1, integer: true }),
    shard,
    merge: optional('merge'),
    mode: oneOf('mode', ['gate', 'audit'] as const),
    /** `mode: audit`: how many reused verdicts are re-judged. */
    auditSample: defaulted('audit-sample', { min: 1, max: 100_000, integer: true }),
    reportPath: optional('report-path'),
    /** Where to write the run as JUnit XML too (report/junit-xml.ts); undefined: not written. */
    junitPath: optional('junit-path'),
  };
}

type NumberRange = { min: number; max?: number; integer?: boolean; exclusiveMin?: boolean };
/** The inputs action.yml (and so INPUT_DEFAULTS) gives a default: never empty. */
type Defaulted = { [N in InputName]: (typeof INPUT_DEFAULTS)[N] extends '' ? never : N }[InputName];

/** The input readers of one parse: each bad value adds its problem to `errors`. */
function inputReaders(read: (name: InputName) => string, errors: string[]) {
  const raw = (name: InputName): string => (read(name) ?? '').trim() || INPUT_DEFAULTS[name];
  const optional = (name: InputName): string | undefined => raw(name) || undefined;

  const oneOf = <T extends string>(name: InputName, allowed: readonly T[]): T => {
    const value = raw(name);
    if ((allowed as readonly string[]).includes(value)) return value as T;
    const guess = allowed.find((a) => a === value.trim().toLowerCase()) ?? closest(value, allowed);
    errors.push(
      `${name}: expected one of ${allowed.map((a) => `"${a}"`).join(', ')}, got "${value}"${guess ? ` (did you mean "${guess}"?)` : ''}`,
    );
    return allowed[0] as T;
  };
  const bool = (name: InputName): boolean => oneOf(name, ['true', 'false'] as const) === 'true';
  const number = (name: InputName, range: NumberRange): number | undefined => {
    const value = raw(name);
    if (value === '') return undefined;
    const parsed = Number(value);
    const tooLow = range.exclusiveMin ? parsed <= range.min : parsed < range.min;
    if (
      !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) ||
      !Number.isFinite(parsed) ||
      (range.integer && !Number.isInteger(parsed)) ||
      tooLow ||
      (range.max !== undefined && parsed > range.max)
    ) {
      const kind = range.integer ? 'an integer' : 'a number';
      const bounds = `${range.exclusiveMin ? '>' : '>='} ${range.min}${range.max !== undefined ? ` and <= ${range.max}` : ''}`;
      errors.push(`${name}: expected ${kind} ${bounds}, got "${value}"`);
      return undefined;
    }
    return parsed;
  };
  // NaN only beside its error.
  const defaulted = (name: Defaulted, range: NumberRange) => number(name, range) ?? NaN;
  return { raw, optional, oneOf, bool, number, defaulted };
}

/** `shard: i/n`, 1 <= i <= n. */
function parseShard(
  shardRaw: string | undefined,
  errors: string[],
): { index: number; count: number } | undefined {
  if (!shardRaw) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(shardRaw);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    errors.push(`shard: expected "i/n" with 1 <= i <= n, got "${shardRaw}"`);
    return undefined;
  }
  return { index, count };
}

/** The rules between inputs (and on their form): each broken one, as a problem. */
function crossFieldProblems(options: GateOptions, reserved: ReservedBranches): string[] {
  const errors: string[] = [];
  if (!new RegExp(`^(${Object.keys(PROVIDERS).join('|')})/\\S+$`).test(options.model)) {
    errors.push(
      `model: "${options.model}" is not supported; use "openai/<model>" (also with base-url for vLLM, Ollama and other OpenAI-compatible servers), "azure/<deployment>", "anthropic/<model>" or "google/<model>"`,
    );
  } else if (options.model.startsWith('azure/') && !options.baseURL && options.judge !== 'labels') {
    errors.push(
      'base-url: required for an azure/<deployment> model: the resource URL, such as https://NAME.openai.azure.com/openai',
    );
  }
  const baseUrl = options.baseURL === undefined ? undefined : httpUrlOf(options.baseURL);
  if (options.baseURL && !baseUrl)
    errors.push(
      `base-url: expected an http(s) URL such as https://NAME.openai.azure.com/openai or http://localhost:11434/v1, got "${options.baseURL}"`,
    );
  else if (baseUrl && (baseUrl.username !== '' || baseUrl.password !== ''))
    // Not quoted: the user info is a secret (redaction.ts hides it wherever the URL is quoted).
    errors.push(
      "base-url: holds a user name or password (user:password@), which fetch refuses to send, so no judge request could be made; give the key in api-key (or the provider's key variable) and keep the URL without it",
    );
  const branchProblem = dataBranchProblem(options.baselineBranch, reserved);
  if (branchProblem) errors.push(`baseline-branch: ${branchProblem}`);
  const nameProblem = gateNameProblem(options.name);
  if (nameProblem) errors.push(`name: ${nameProblem}, got "${options.name}"`);
  if (options.retrieval && options.retrieverCommand)
    errors.push('retrieval and retriever-command: give one retrieval source, not both');
  if (!options.golden && !options.merge && !options.report)
    errors.push('golden: required (a path or glob of golden case files)');
  if (options.votes % 2 === 0)
    errors.push(`votes: use an odd number so that the majority is clear, got ${options.votes}`);
  if (options.merge && options.shard)
    errors.push('merge and shard: a merge run combines the shards; give one of them');
  if (options.junitPath && options.shard)
    errors.push(
      'junit-path and shard: a shard writes a partial report, which is not gated; give junit-path to the step that merges the shards',
    );
  if (options.mode === 'audit' && options.shard)
    errors.push(
      'mode audit and shard: the audit runs unsharded (it reuses every stored verdict, and audit-sample bounds what it asks); remove shard',
    );
  return errors;
}

/** An http(s) URL with a host, or undefined. */
function httpUrlOf(value: string): URL | undefined {
  const url = URL.parse(value);
  return url && /^https?:$/.test(url.protocol) && url.hostname !== '' ? url : undefined;
}
