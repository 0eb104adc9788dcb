import type { PathGuard } from '../files/contained-path.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import {
  inlineRankings,
  loadRetrievalFile,
  type OnRanking,
  type Rankings,
} from './retrieval-results.js';
import { runRetrieverCommand } from './retriever-command.js';

/** Where a retriever's rankings come from: a results file, a command, or (neither) the cases. */
export interface RetrievalSource {
  retrieval?: string;
  retrieverCommand?: string;
}

export interface RetrieveDeps {
  /** The workspace: the file and the command are relative to it. */
  cwd: string;
  retrieverTimeoutSeconds: number;
  env?: NodeJS.ProcessEnv;
  /** The run's secrets out of a text, before the retriever's stderr is shortened. */
  redact?: (text: string) => string;
  paths?: PathGuard;
  onRanking?: OnRanking;
}

/** Each case's ranked contexts from one retrieval source. */
export async function retrieve(
  source: RetrievalSource,
  cases: readonly GoldenCase[],
  { cwd, retrieverTimeoutSeconds, env, redact, paths, onRanking }: RetrieveDeps,
): Promise<Rankings> {
  if (source.retrieverCommand) {
    return runRetrieverCommand(source.retrieverCommand, cases, {
      cwd,
      timeoutSeconds: retrieverTimeoutSeconds,
      env,
      redact,
      onRanking,
    });
  }
  if (source.retrieval) return loadRetrievalFile(source.retrieval, cases, cwd, paths, onRanking);
  const rankings = inlineRankings(cases);
  if (onRanking) for (const ranking of rankings.values()) onRanking(ranking);
  return rankings;
}
