import { plural } from './numbers.js';

export interface ProgressOptions {
  /** Cases to judge. */
  total: number;
  /** Where lines go (the log, or stderr). */
  write: (text: string) => void;
  /** A terminal: one line rewritten in place; otherwise (CI logs) a line every ~10% or 10 s. */
  tty?: boolean;
  now?: () => number;
}

/** `judged 120/400 cases (30%), 12 s, ~28 s left`: how far the judge is, and how long it may take. */
export class Progress {
  private readonly started: number;
  private done = 0;
  private lastShown: number;
  private lastStep = 0;
  private readonly now: () => number;

  constructor(private readonly options: ProgressOptions) {
    this.now = options.now ?? Date.now;
    this.started = this.now();
    this.lastShown = this.started;
  }

  /** One more case judged. */
  tick(): void {
    this.done += 1;
    const { total, tty, write } = this.options;
    const at = this.now();
    const step = Math.floor((this.done / total) * 10);
    const finished = this.done === total;
    if (tty) {
      write(`\r${this.line(at)}${finished ? '\n' : ''}`);
      return;
    }
    if (finished || step > this.lastStep || at - this.lastShown >= 10_000) {
      this.lastStep = step;
      this.lastShown = at;
      write(`${this.line(at)}\n`);
    }
  }

  private line(at: number): string {
    const { total } = this.options;
    const elapsed = (at - this.started) / 1000;
    const left =
      this.done > 0 && this.done < total ? (elapsed / this.done) * (total - this.done) : 0;
    const percent = Math.floor((this.done / total) * 100);
    return `judged ${this.done}/${plural(total, 'case')} (${percent}%), ${Math.round(elapsed)} s${this.done < total ? `, ~${Math.round(left)} s left` : ''}`;
  }
}
