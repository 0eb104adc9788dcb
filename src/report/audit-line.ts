import { formatCount, percent, plural } from '../format/numbers.js';
import type { JudgeAudit } from '../judge/audit-verdicts.js';

/** A flip rate above this is a warning: the judge behind the model name has likely changed. */
const AUDIT_WARNING_RATE = 0.05;

/** Whether the audit found enough flips to warn about (more than 5%). */
export function auditWarns(audit: JudgeAudit): boolean {
  return (audit.flipRate ?? 0) > AUDIT_WARNING_RATE;
}

/** The audit in one sentence or three, for the log, the CLI and the renderings. */
export function auditLine(audit: JudgeAudit, model: string | null): string {
  if (audit.available === 0)
    return 'Judge audit: no verdict of this run was reused from the store, so there was nothing to re-judge.';
  const rate = audit.flipRate === null ? '' : ` (${percent(audit.flipRate, 1)})`;
  const parts = [
    `Judge audit: re-judged ${formatCount(audit.sampled)} of ${plural(audit.available, 'reused verdict')} without reuse (seed ${audit.seed}); ${formatCount(audit.flipped)} flipped${rate}.`,
  ];
  if (auditWarns(audit))
    parts.push(
      `That is above ${percent(AUDIT_WARNING_RATE, 1)}: the model behind ${model ?? 'the judge'} may have changed since the verdicts were recorded. Review the flipped verdicts; to adopt the new ones, run the audit with record: true.`,
    );
  if (audit.failed > 0)
    parts.push(`The judge failed on ${plural(audit.failed, 'sampled verdict')}; left out.`);
  if (audit.adopted && audit.sampled > 0)
    parts.push('The re-judged verdicts replace the stored ones (record: true).');
  return parts.join(' ');
}
