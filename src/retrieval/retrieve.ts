import type { PathGuard } from '../files/contained-path.js';
import type { GoldenCase } from '../golden/golden-cases.js';
import { inlineRankings, loadRetrievalFile, type Rankings } from './retrieval-results.js';
import { runRetrieverCommand, type RetrieverOptions } from './retriever-command.js';

/** Where a retriever's rankings come from: a results file, a command, or (neither) the cases. */
export interface RetrievalSource {
  retrieval?: string;
  retrieverCommand?: string;
}

/** What a retriever runs with; a results file is admitted by `paths`. */
export type RetrieveDeps = RetrieverOptions & { paths?: PathGuard };

/** Each case's ranked contexts from one retrieval source. */
export async function retrieve(
  source: RetrievalSource,
  cases: readonly GoldenCase[],
  deps: RetrieveDeps,
): Promise<Rankings> {
  if (source.retrieverCommand) return runRetrieverCommand(source.retrieverCommand, cases, deps);
  if (source.retrieval)
    return loadRetrievalFile(source.retrieval, cases, deps.cwd, deps.paths, deps.onRanking);
  return inlineRankings(cases, deps.onRanking);
}
