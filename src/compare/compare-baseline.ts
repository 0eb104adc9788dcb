import { dropConfidence } from './bootstrap.js';
import type { ComparableSettings } from './comparable-settings.js';
import { rankingMovement, type RankingMovement, type RecordedRanking } from './ranking-movement.js';

/** What a recorded baseline says, as far as comparing needs. */
export interface BaselineSnapshot extends ComparableSettings {
  sha: string;
  recordedAt: string;
  score: number;
  /** Case id → AP (0..1). */
  cases: Record<string, number>;
  /** Case id → its ranked context ids and verdicts (baselines recorded before these have none). */
  rankings?: Record<string, RecordedRanking>;
}

export type CaseChange = 'new' | 'same' | 'improved' | 'regressed';

export interface CaseComparison {
  id: string;
  baselineAp: number | null;
  delta: number | null;
  change: CaseChange;
  /** A regressed case whose baseline kept its ranking: what entered, left and moved. */
  movement?: RankingMovement;
}

export interface BaselineComparison {
  comparable: boolean;
  /** Why the baseline cannot be compared (model, prompt, k, denominator or scale differ). */
  differences: string[];
  cases: Map<string, CaseComparison>;
  /** Cases in the baseline but not in this run. */
  removed: string[];
  regressions: number;
  /** Confidence (0..1) that the mean AP over common cases really fell; undefined with < 2 common cases. */
  dropConfidence?: number;
}

/** APs closer than this are the same: the gate must not see float noise as a change. */
const SAME = 1e-9;

export function compareWithBaseline(
  cases: readonly {
    id: string;
    ap: number;
    error: string | null;
    /** Its ranking, to say what moved when it regressed. */
    contexts?: readonly { id: string; relevant: boolean }[];
  }[],
  run: ComparableSettings,
  baseline: BaselineSnapshot,
): BaselineComparison {
  const differences = settingDifferences(run, baseline);
  const comparisons = new Map<string, CaseComparison>();
  const deltas: number[] = [];
  let regressions = 0;
  for (const c of cases) {
    const baselineAp = baseline.cases[c.id];
    if (baselineAp === undefined || c.error !== null) {
      comparisons.set(c.id, {
        id: c.id,
        baselineAp: baselineAp ?? null,
        delta: null,
        change: 'new',
      });
      continue;
    }
    const delta = c.ap - baselineAp;
    const change: CaseChange =
      Math.abs(delta) <= SAME ? 'same' : delta > 0 ? 'improved' : 'regressed';
    if (change === 'regressed') regressions += 1;
    deltas.push(Math.abs(delta) <= SAME ? 0 : delta);
    const recorded = change === 'regressed' && c.contexts ? baseline.rankings?.[c.id] : undefined;
    comparisons.set(c.id, {
      id: c.id,
      baselineAp,
      delta: Math.abs(delta) <= SAME ? 0 : delta,
      change,
      ...(recorded && { movement: rankingMovement(recorded, c.contexts ?? []) }),
    });
  }
  const present = new Set(cases.map((c) => c.id));
  const removed = Object.keys(baseline.cases)
    .filter((id) => !present.has(id))
    .sort();
  const comparable = differences.length === 0;
  return {
    comparable,
    differences,
    cases: comparisons,
    removed,
    regressions: comparable ? regressions : 0,
    dropConfidence: comparable ? dropConfidence(deltas) : undefined,
  };
}

function settingDifferences(run: ComparableSettings, baseline: BaselineSnapshot): string[] {
  const differences: string[] = [];
  const differ = (what: string, ours: unknown, theirs: unknown) => {
    if (ours !== theirs)
      differences.push(`${what}: baseline ${show(theirs)}, this run ${show(ours)}`);
  };
  // A run judged only by labels has no model; it compares with any baseline's label verdicts.
  if (run.model !== null && baseline.model !== null) {
    differ('judge model', run.model, baseline.model);
    differ('judge prompt version', run.promptVersion, baseline.promptVersion);
  }
  differ('k', run.k, baseline.k);
  differ('denominator', run.denominator, baseline.denominator);
  differ('scale', run.scale, baseline.scale);
  return differences;
}

const show = (value: unknown): string => (value === null ? 'none' : String(value));
