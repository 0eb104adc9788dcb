import { roundHalfUp } from '../../score/average-precision.js';
import type { CaseReport, ContextReport, RankingMovement, Report } from '../report.js';
import { excerpt, htmlExcerpt } from './markdown-text.js';
import { recallFell } from './metrics-line.js';
import { formatDelta, formatScore, percent, plural } from '../../format/numbers.js';
import { visibleText } from '../../format/visible-text.js';

// Reasons

/** A context's text is shown cut to this many characters. */
export const CONTEXT_TEXT_SHOWN = 140;

/** The mark of a case's reasons block. */
function iconOf(c: CaseReport): string {
  return c.error !== null
    ? '⚠️'
    : c.change === 'regressed'
      ? '🔻'
      : recallFell(c)
        ? '📉'
        : c.change === 'new'
          ? '🆕'
          : '🔸';
}

const MEANINGS: Record<string, string> = {
  '🔻': 'regressed',
  '📉': 'recall fell',
  '🆕': 'new case',
  '🔸': 'low AP',
  '⚠️': 'not scored',
  '♻️': 'verdict reused from the recorded store, not asked again',
};

/** What each mark in these blocks means: only the marks that appear. */
export function detailsLegend(cases: readonly CaseReport[], maxContexts: number): string {
  const used = new Set(cases.map(iconOf));
  if (cases.some((c) => c.contexts.slice(0, maxContexts).some((x) => x.reused))) used.add('♻️');
  const parts = Object.entries(MEANINGS)
    .filter(([mark]) => used.has(mark))
    .map(([mark, meaning]) => `${mark} ${meaning}`);
  return `<sub>${['🟩 relevant', '⬜ not relevant', ...parts].join(' · ')}</sub>`;
}

export function detailsBlock(c: CaseReport, report: Report, maxContexts: number): string {
  const icon = iconOf(c);
  const ap = c.error !== null ? 'not scored' : `AP ${formatScore(c.apRounded)}`;
  const was =
    c.baselineAp !== null && c.error === null
      ? `, was ${roundHalfUp(c.baselineAp * report.scale, 2).toFixed(2)}${c.delta !== null ? ` (${formatDelta(c.delta * report.scale, 2)})` : ''}`
      : '';
  const summary = `${icon} <b>${htmlExcerpt(c.id, 80)}</b>: ${ap}${was}${recallSummary(c)} · ${c.judge === 'llm' ? 'LLM judge' : 'labels'}`;
  const facts = [`- **Query:** ${excerpt(c.query, 400)}`];
  if (c.expected) facts.push(`- **Expected:** ${excerpt(c.expected, 400)}`);
  facts.push(
    c.error !== null
      ? `- **Error:** ${excerpt(c.error, 400)}`
      : `- **Why this AP:** ${excerpt(c.reason, 400)}`,
  );
  if (c.movement) facts.push(`- **Since the baseline:** ${movementText(c.movement)}`);
  if (c.edited)
    facts.push(
      `- **Edited since the baseline:** ${c.edited.join(', ')}${c.change === 'edited' ? ': left out of the drop (not comparable under one definition)' : c.edited.includes('labels') ? ": the baseline's ranking is scored under the new labels" : ''}`,
    );
  if (c.renamedFrom !== undefined)
    facts.push(`- **Renamed from:** ${excerpt(visibleText(c.renamedFrom), 80)}`);
  const unsupported = c.error === null ? (c.statementRecall?.missed ?? []) : [];
  if (unsupported.length > 0)
    facts.push(
      `- **Expected statements no context supports:** ${unsupported
        .slice(0, MISSED_SHOWN)
        .map((s) => `“${excerpt(s, 200)}”`)
        .join(
          ' · ',
        )}${unsupported.length > MISSED_SHOWN ? ` · and ${unsupported.length - MISSED_SHOWN} more` : ''}`,
    );
  const missed = c.error === null ? (c.labelRecall?.missed ?? []) : [];
  const lost = new Set(c.lostPassages ?? []);
  const before = missed.filter((id) => lost.has(id));
  const never = missed.filter((id) => !lost.has(id));
  if (before.length > 0)
    facts.push(`- **Relevant passages no longer retrieved:** ${passageList(before)}`);
  if (never.length > 0)
    facts.push(
      `- **Relevant passages not retrieved${before.length > 0 ? ' (nor in the baseline)' : ''}:** ${passageList(never)}`,
    );
  if (c.source) facts.push(`- **Defined in:** ${excerpt(c.source, 200)}`);
  const lines = [`<details><summary>${summary}</summary>`, '', ...facts, ''];
  if (c.contexts.length > 0) {
    lines.push("| rank | verdict | context | judge's reason |", '|---:|---|---|---|');
    for (const x of c.contexts.slice(0, maxContexts)) lines.push(contextRow(x));
    const more = c.contexts.length - maxContexts;
    if (more > 0)
      lines.push(
        '',
        `…and ${plural(more, 'more context')} (ranks ${maxContexts + 1}–${c.contexts.length}).`,
      );
    lines.push('');
  }
  lines.push('</details>', '');
  return lines.join('\n');
}

/** Missed passages named in a case's details; the rest are counted. */
const MISSED_SHOWN = 10;

/** `**a**, **b**, and 3 more`: the first passage ids of a list. */
function passageList(ids: readonly string[]): string {
  const shown = ids.slice(0, MISSED_SHOWN).map((id) => `**${excerpt(id, 60)}**`);
  return (
    shown.join(', ') + (ids.length > MISSED_SHOWN ? `, and ${ids.length - MISSED_SHOWN} more` : '')
  );
}

/** `, recall 0.50, was 1.00` for a case with recall. */
function recallSummary(c: CaseReport): string {
  const now = c.metrics?.recall;
  if (now === undefined || c.error !== null) return '';
  const was = c.baselineMetrics?.recall;
  return ` · recall ${formatScore(now)}${was !== undefined && Math.abs(was - now) > 1e-9 ? `, was ${formatScore(was)}` : ''}`;
}

/** Moves listed in a case's details; the rest are counted. */
const MOVES_SHOWN = 8;

/**
 * What entered, moved and left a ranking, in this run's rank order (what left last):
 * `new **pg-backup-9** ⬜ at 1 · **pg-pitr-1** 🟩 1 → 3 · left: **pg-old** 🟩 (was 2)`.
 */
export function movementText(movement: RankingMovement): string {
  const mark = (relevant: boolean) => (relevant ? '🟩' : '⬜');
  const name = (id: string) => `**${excerpt(id, 60)}**`;
  const now = [
    ...movement.entered.map((x) => ({
      rank: x.rank,
      text: `new ${name(x.id)} ${mark(x.relevant)} at ${x.rank}`,
    })),
    ...movement.moved.map((x) => ({
      rank: x.to,
      text: `${name(x.id)} ${mark(x.relevant)} ${x.from} → ${x.to}`,
    })),
  ].sort((a, b) => a.rank - b.rank);
  const parts = [
    ...now.map((x) => x.text),
    ...movement.left.map((x) => `left: ${name(x.id)} ${mark(x.relevant)} (was ${x.rank})`),
  ];
  if (parts.length === 0) return 'the same passages in the same order (their verdicts changed)';
  const shown = parts.slice(0, MOVES_SHOWN);
  const more = parts.length - shown.length;
  return shown.join(' · ') + (more > 0 ? ` · and ${more} more` : '');
}

function contextRow(x: ContextReport): string {
  const verdict = `${x.relevant ? '🟩 yes' : '⬜ no'}${x.reused ? ' ♻️' : ''}${
    x.agreement !== undefined && x.agreement < 1 ? ` (${percent(x.agreement)} of votes)` : ''
  }`;
  const text = x.text === undefined ? '' : `<br>${excerpt(x.text, CONTEXT_TEXT_SHOWN)}`;
  const context = `**${excerpt(x.id, 60)}**${text}`;
  return `| ${x.rank} | ${verdict} | ${context} | ${excerpt(x.reason, 300)} |`;
}
