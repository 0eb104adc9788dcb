import type { RankedContext } from '../golden/context.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import type { StoredVerdict } from './stored-verdict.js';

/** Who judged a case. */
export type JudgeKind = 'llm' | 'labels';

/** A context with its verdict, at its rank. */
export interface JudgedContext extends RankedContext, Verdict {
  rank: number;
  /** Reused from the verdict store instead of asked again. */
  reused?: boolean;
  /** Share of votes that agreed with the verdict (votes > 1). */
  agreement?: number;
  /** A label-judged case's context that no label names: not relevant, for want of a verdict. */
  unjudged?: true;
  /** The indexes of the case's passage labels it matches (golden/passages.ts). */
  passages?: number[];
  /** A label-judged case's context that no label names, judged by the LLM (`judge-holes`). */
  judge?: 'llm';
}

export interface JudgedCase {
  goldenCase: GoldenCase;
  judge: JudgeKind;
  contexts: JudgedContext[];
  /** Set when the judge could not judge this case; the case is then left out of the score. */
  error?: string;
  /** The error is the judge refusing the request (a 4xx): the run's own contexts caused it. */
  refused?: boolean;
}

/** A labelled case with the LLM's verdicts beside the labels' (`calibrate`). */
export interface CalibrationPair {
  caseId: string;
  labels: JudgedContext[];
  llm: JudgedContext[];
}

/** One context's verdict, as a judge gives it (stored, it also names who gave it). */
export type Verdict = Omit<StoredVerdict, 'model' | 'promptVersion'>;

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  /** HTTP requests made to the judge, retries and re-asks included. */
  requests: number;
}

export interface JudgeRequest {
  caseId: string;
  query: string;
  expected: string;
  /** The contexts to judge, in rank order (indexes in the answer follow this order). */
  contexts: readonly RankedContext[];
}

export interface JudgeAnswer {
  verdicts: Verdict[];
  usage: TokenUsage;
}

/** An LLM that says, for each context, whether it helps answer the query (one call per case). */
export interface RelevanceJudge {
  /** `provider/model`, recorded with every verdict so that verdicts are reused only with the same model. */
  readonly model: string;
  /** Changes whenever the prompt or the answer format changes. */
  readonly promptVersion: string;
  /** False without an API key: stored verdicts can be reused, nothing new can be asked. */
  readonly canAsk: boolean;
  /** The provider (`openai`, `azure`, `anthropic`, `google`) and the server asked, for the report. */
  readonly provider?: string;
  readonly server?: string;
  judgeContexts(request: JudgeRequest): Promise<JudgeAnswer>;
}

/**
 * How a case failed: the judge answered but unusably (`answer`), refused the request with a 4xx
 * (`request`: caused by what the run sent, such as a context too long), could not be reached or kept
 * failing transiently (`unavailable`), or the run must stop (`stop`: `message` says why, in one line;
 * `needs-key`: no key was set and the server refused to answer without one).
 */
export type JudgeFailure = 'answer' | 'request' | 'unavailable' | 'stop' | 'needs-key';

/** A case the judge could not judge; carries what was spent on it. */
export class JudgeError extends Error {
  readonly usage: TokenUsage;
  readonly failure: JudgeFailure;
  constructor(message: string, usage: TokenUsage, failure: JudgeFailure = 'answer') {
    super(message);
    this.name = 'JudgeError';
    this.usage = usage;
    this.failure = failure;
  }
  static isInstance(error: unknown): error is JudgeError {
    return error instanceof Error && error.name === 'JudgeError';
  }
}

export const noUsage = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0, requests: 0 });

/** Adds `more`'s counts to `total`'s: usage, or a token estimate (the same counts, less requests). */
export function addUsage(total: Partial<TokenUsage>, more: Partial<TokenUsage>): void {
  for (const key of Object.keys(more) as (keyof TokenUsage)[])
    total[key] = (total[key] ?? 0) + (more[key] ?? 0);
}
