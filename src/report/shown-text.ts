import { CONTEXT_TEXT_SHOWN } from './markdown/case-details.js';
import { casesThatMatter } from './markdown/case-order.js';
import { shorten } from './markdown/markdown-text.js';
import { SUMMARY_REASONS } from './markdown/render-summary.js';
import type { CaseReport, ContextReport } from './report.js';

/**
 * Context text stays in the report only where the comment or the job summary shows it: the top
 * contexts of the cases whose reasons they list, cut as shown. Every case keeps its contexts' ids,
 * ranks, verdicts and reasons. The texts are the retriever's own data (the user has them), and
 * kept for every case they made a 10k-case report 64 MB and a 60k-case one too large to write.
 */
export function withShownTextOnly(cases: readonly CaseReport[]): CaseReport[] {
  const shown = new Set(casesThatMatter(cases, SUMMARY_REASONS.maxDetails));
  return cases.map((c) => ({
    ...c,
    contexts: c.contexts.map((x, index) =>
      shown.has(c) && index < SUMMARY_REASONS.contextsPerDetail ? shownText(x) : withoutText(x),
    ),
  }));
}

function shownText(context: ContextReport): ContextReport {
  return context.text === undefined
    ? context
    : { ...context, text: shorten(context.text, CONTEXT_TEXT_SHOWN) };
}

function withoutText(context: ContextReport): ContextReport {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
  const { text, ...rest } = context;
  return rest;
}
