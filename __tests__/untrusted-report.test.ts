import { describe, expect, it } from 'vitest';
import { parseOptions, type InputName } from '../src/config/options.js';
import { readReportFile } from '../src/report/report-file.js';
import { renderText } from '../src/report/render-text.js';
import { failingReport, passingReport } from './fixtures/reports.js';
import { tempFiles } from './helpers/temp-dir.js';

const parseWith = (inputs: Partial<Record<InputName, string>>) =>
  parseOptions((name) => inputs[name] ?? '', {});

/** The error `fn` throws, as text. */
async function errorOf(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

describe('a gate name', () => {
  it('is letters, digits, ".", "_" and "-", at most 64 characters, not "." or ".."', async () => {
    expect(parseWith({ golden: 'g.jsonl', name: 'search.v2_eu-1' }).name).toBe('search.v2_eu-1');
    expect(parseWith({ golden: 'g.jsonl', name: 'x'.repeat(64) }).name).toHaveLength(64);
    for (const [name, problem] of [
      ['..', 'name: use a name other than "." or ".." (it names a folder), got ".."'],
      ['.', 'name: use a name other than "." or ".."'],
      ['x'.repeat(65), 'name: use at most 64 characters (this one has 65)'],
      ['a/b', 'name: use letters, digits, ".", "_" or "-"'],
      ['x --> <img src=x>', 'name: use letters, digits'],
    ] as const) {
      expect(await errorOf(() => parseWith({ golden: 'g.jsonl', name }))).toContain(problem);
    }
  });
});

describe('a report read back (the fork workflow publishes what a PR wrote)', () => {
  async function read(report: unknown, gateName?: string): Promise<string> {
    const t = await tempFiles({ 'r.json': JSON.stringify(report, null, 2) });
    try {
      return await errorOf(() => readReportFile(`${t.dir}/r.json`, 'r.json', gateName));
    } finally {
      await t.cleanup();
    }
  }

  it('must carry a gate name, which the error does not repeat', async () => {
    const message = await read({
      ...passingReport(),
      name: 'x --> <img src="https://evil.example/p">',
    });
    expect(message).toContain(
      'r.json:3: field "name": not a gate name: use letters, digits, ".", "_" or "-"',
    );
    expect(message).not.toContain('evil');
    expect(await read({ ...passingReport(), name: '..' })).toContain(
      'field "name": not a gate name',
    );
  });

  it("must be the gate's own when it is to be published", async () => {
    expect(await read({ ...passingReport(), name: 'search' }, 'default')).toContain(
      'the report was made for the gate named "search", but this step\'s name is "default"',
    );
  });

  it('has finite numbers: 1e999 (Infinity once parsed) is refused', async () => {
    const text = JSON.stringify(passingReport(), null, 2).replace(
      /"score": [^,\n]+,/,
      '"score": 1e999,',
    );
    expect(text).toContain('"score": 1e999,');
    const t = await tempFiles({ 'r.json': text });
    try {
      expect(await errorOf(() => readReportFile(`${t.dir}/r.json`, 'r.json'))).toMatch(
        /r\.json:9: field "score": expected a number, got a number too large to use/,
      );
    } finally {
      await t.cleanup();
    }
  });

  it('has whole, non-negative counts, ranks from 1, a positive scale and k', async () => {
    const base = failingReport();
    const forged = {
      ...base,
      scale: 0,
      k: 2.5,
      regressions: -3,
      usage: { ...base.usage, judgeRequests: 1.5 },
      cases: base.cases.map((c, i) =>
        i === 0 ? { ...c, contexts: c.contexts.map((x) => ({ ...x, rank: -1 })) } : c,
      ),
    };
    const message = await read(forged);
    for (const field of [
      'scale',
      'k',
      'regressions',
      'usage.judgeRequests',
      'cases[0].contexts[0].rank',
    ])
      expect(message).toContain(`field "${field}"`);
  });
});

describe('the terminal report', () => {
  it('prints no escape sequence a report carries', () => {
    const report = failingReport();
    const hostile = '\u001b]0;pwned\u0007\u001b[2J\u009b1m';
    report.cases[0]!.id = `evil${hostile}`;
    report.cases[0]!.reason = `why${hostile}\nnext line`;
    report.failures = [`failed${hostile}`];
    report.model = `model${hostile}`;
    const text = renderText(report);
    // eslint-disable-next-line no-control-regex -- checking that no control character is left
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(text).toContain('evil]0;pwned[2J1m');
    expect(text).toContain('judge model]0;pwned[2J1m');
  });
});
