/** What can be fitted: a rendering made of rows and reason blocks that can be cut. */
export interface Fittable {
  rowCount: number;
  detailCount: number;
  /** The text with the first `rows` rows and `details` reason blocks (default: all). */
  compose(rows?: number, details?: number): string;
  /** The headline alone, pointing elsewhere for the rest. */
  headlineOnly(): string;
}

export interface FitOptions {
  fits: (markdown: string) => boolean;
  /** Reason blocks to try, most first, when everything does not fit. */
  detailSteps: number[];
  /** Prefer fewer reason blocks over showing fewer rows than this. */
  minRows: number;
}

/**
 * The fullest layout that fits: (a) everything; (b) for each step of reason blocks, the most rows
 * that fit (binary search over the measured text), taken once it shows `minRows` rows (or all);
 * (c) the headline alone. Null when not even the headline fits.
 */
export function fitMarkdown(parts: Fittable, options: FitOptions): string | null {
  const everything = parts.compose();
  if (options.fits(everything)) return everything;
  let best: { rows: number; details: number } | null = null;
  for (const step of options.detailSteps) {
    const details = Math.min(step, parts.detailCount);
    const rows = mostThatFit(parts.rowCount, (n) => options.fits(parts.compose(n, details)));
    if (rows === null) continue;
    if (rows >= Math.min(parts.rowCount, options.minRows)) return parts.compose(rows, details);
    if (best === null || rows > best.rows) best = { rows, details };
  }
  if (best !== null && best.rows > 0) return parts.compose(best.rows, best.details);
  const headline = parts.headlineOnly();
  return options.fits(headline) ? headline : null;
}

/** The largest n in 0..max with fits(n), for a fits that holds up to some n and not after; null if not even 0. */
function mostThatFit(max: number, fits: (n: number) => boolean): number | null {
  if (!fits(0)) return null;
  let low = 0;
  let high = max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}
