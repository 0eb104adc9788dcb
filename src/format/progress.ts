import { formatCount, plural } from './numbers.js';

export interface ProgressOptions {
  /** Cases to judge. */
  total: number;
  /** Where lines go (CI logs): a line every ~10% or 10 s. */
  log: (line: string) => void;
  /** A terminal, written to instead: one line rewritten in place. */
  tty?: (text: string) => void;
  now?: () => number;
}

/**
 * `judged 120/400 cases (30%), 12 s, ~28 s left`: how far the judge is, and how long it may take.
 * A case the judge failed on is counted apart, never as judged: `judged 1/2 cases (50%), 1 failed, 3 s`.
 */
export class Progress {
  private readonly started: number;
  private judged = 0;
  private failed = 0;
  private lastShown: number;
  private lastStep = 0;
  private readonly now: () => number;

  constructor(private readonly options: ProgressOptions) {
    this.now = options.now ?? Date.now;
    this.started = this.now();
    this.lastShown = this.started;
  }

  /** One more case done: judged, or `failed` (the judge could not judge it). */
  tick(failed = false): void {
    if (failed) this.failed += 1;
    else this.judged += 1;
    const { total, tty, log } = this.options;
    const at = this.now();
    const step = Math.floor((this.done / total) * 10);
    const finished = this.done === total;
    if (tty) {
      tty(`\r${this.line(at)}${finished ? '\n' : ''}`);
      return;
    }
    if (finished || step > this.lastStep || at - this.lastShown >= 10_000) {
      this.lastStep = step;
      this.lastShown = at;
      log(this.line(at));
    }
  }

  private get done(): number {
    return this.judged + this.failed;
  }

  private line(at: number): string {
    const { total } = this.options;
    const elapsed = (at - this.started) / 1000;
    const left =
      this.done > 0 && this.done < total ? (elapsed / this.done) * (total - this.done) : 0;
    const percent = Math.floor((this.judged / total) * 100);
    const failed = this.failed > 0 ? `, ${formatCount(this.failed)} failed` : '';
    return `judged ${formatCount(this.judged)}/${plural(total, 'case')} (${percent}%)${failed}, ${Math.round(elapsed)} s${this.done < total ? `, ~${Math.round(left)} s left` : ''}`;
  }
}
