import { describe, expect, it } from 'vitest';
import { checkOutcome } from '../src/gate/gate-outcome.js';
import { renderJunitXml } from '../src/report/junit-xml.js';
import type { Report } from '../src/report/report.js';
import { buildReport, failingReport, passingReport } from './fixtures/reports.js';
import { sharedCauseReport } from './fixtures/shared-cause.js';
import { readJunit, type JunitCase } from './helpers/junit-shape.js';

// The JUnit XML (contract: "JUnit XML"), read back by a conformant XML parser and checked against
// the shape GitLab's parser reads (helpers/junit-shape.ts). How it reads in full is pinned in
// __outputs__/*.junit.xml (rendered-outputs.test.ts); here, what it must say.
const junitOf = (report: Report) => {
  const [suite, ...more] = readJunit(renderJunitXml(report, checkOutcome(report)));
  expect(more).toEqual([]);
  return suite as { name: string; cases: JunitCase[] };
};
const statusOf = (cases: readonly JunitCase[]) =>
  Object.fromEntries(cases.map((c) => [c.name, c.status]));

describe('the JUnit XML of a run', () => {
  it('a failing gate: the regressed cases and the gate fail, a case not scored is skipped', () => {
    const report = failingReport();
    const suite = junitOf(report);
    expect(suite.name).toBe('context-precision:default');
    expect(suite.cases.map((c) => c.name)).toEqual([...report.cases.map((c) => c.id), 'gate']);
    expect(statusOf(suite.cases)).toEqual({
      'refund-window': 'failed',
      'sso-setup': 'failed',
      'api-rate-limits': 'passed',
      'data-export': 'passed',
      'delete-account': 'passed',
      'pricing-tiers': 'failed',
      'gdpr-dpa': 'passed',
      'webhook-retries': 'passed',
      'on-prem-install': 'passed',
      'mfa-recovery': 'skipped',
      'invoice-currency': 'passed',
      'audit-log-retention': 'failed',
      gate: 'failed',
    });
    const refund = suite.cases[0] as JunitCase;
    expect(refund).toMatchObject({
      classname: 'golden/support.jsonl',
      file: 'golden/support.jsonl',
      line: '1',
      message: 'AP 1.00 → 0.50 (−0.50): regressed, and the gate failed',
      properties: { ap: '0.5000', baselineAp: '1.0000', delta: '-0.5000' },
    });
    // GitLab shows the text, not the message: it says which query and why.
    expect(refund.output).toContain('query: How long do I have to ask for a refund?');
    expect(refund.output).toContain('why this AP: relevant at rank 2 of 3');
    const skipped = suite.cases.find((c) => c.name === 'mfa-recovery');
    expect(skipped?.output).toContain('429 Too Many Requests');
    expect(skipped?.properties).toEqual({ baselineAp: '1.0000' });
    const gate = suite.cases.at(-1) as JunitCase;
    expect(gate.classname).toBe('context-precision:default');
    expect(gate.message).toBe(checkOutcome(report).message);
    expect(gate.output).toContain('Score 0.7126');
    expect(gate.properties).toEqual({
      score: '0.7126',
      baselineScore: '0.8838',
      delta: '-0.1352',
      threshold: '0.7000',
    });
  });

  it('with max-case-drop, only the cases that fell more than it fail', () => {
    const report = failingReport({ maxCaseDrop: 0.4 });
    expect(report.failures.some((f) => f.includes('max-case-drop 0.4'))).toBe(true);
    const cases = junitOf(report).cases;
    expect(cases.filter((c) => c.status === 'failed').map((c) => c.name)).toEqual([
      'refund-window',
      'sso-setup',
      'audit-log-retention',
      'gate',
    ]);
    expect(cases.find((c) => c.name === 'sso-setup')?.message).toBe(
      'AP 0.83 → 0.33 (−0.50): fell more than max-case-drop 0.4',
    );
    // Regressed by 0.05: under max-case-drop, so it passes although the gate failed.
    expect(cases.find((c) => c.name === 'pricing-tiers')?.status).toBe('passed');
  });

  it('a run that passes, or an audit below the gate (which never fails), fails nothing', () => {
    const passed = junitOf(passingReport()).cases;
    expect(passed.every((c) => c.status === 'passed')).toBe(true);
    expect(passed.at(-1)?.output).toContain('Context precision passed');
    const audit = junitOf(failingReport({ mode: 'audit' })).cases;
    expect(audit.filter((c) => c.status === 'failed')).toEqual([]);
    expect(audit.at(-1)?.output).toContain('(audit mode: not failing)');
    // A regressed case that fails nothing still says why it fell, for the reports that show it.
    expect(audit.find((c) => c.name === 'refund-window')?.output).toContain(
      'AP 1.00 → 0.50 (−0.50): regressed',
    );
  });

  it('says what moved in a regressed case whose baseline kept its ranking', () => {
    const cases = junitOf(sharedCauseReport()).cases;
    expect(cases.find((c) => c.name === 'reset-password')?.output).toContain(
      'since the baseline: new blog-password-tips (not relevant) at 1 · new blog-refund-story (not relevant) at 2 · account-password-1 (relevant) 1 → 3',
    );
  });
});

describe('untrusted text in the JUnit XML', () => {
  // Ids, queries, reasons and errors come from golden files, retrievers and judges: a fork PR's.
  const hostile = [
    '</failure></testcase><testcase name="pwned" classname="x"><failure>',
    '<![CDATA[ ]]> & &amp; &#0; "quoted" \'single\'',
    'control \u0000\u0001\u0008\u000b\u001b[31mred\u001b[0m \u0085 bidi \u202eevil',
    'not XML 1.0: lone surrogate \ud800, \ufffe and \uffff; an astral 🙂 is fine',
    'two\nlines\r\nand a\ttab',
  ];
  const report = buildReport(
    hostile.map((text, i) => ({
      id: `${text} #${i}`,
      query: `${text}?`,
      judge: i === 1 ? ('llm' as const) : ('labels' as const),
      baselineAp: 1,
      ...(i === 4
        ? { contexts: [], error: `judge said: ${text}` }
        : {
            contexts: [
              { id: text, relevant: false, reason: text, text },
              { id: 'yes', relevant: true, reason: text, text: 'yes' },
            ],
          }),
    })),
    { baseline: { sha: 'a'.repeat(40) }, model: `evil <model> & "${hostile[2]}"` },
  );
  report.cases[0]!.source = `${hostile[0]}\tfile.jsonl:7`;

  it('never breaks the XML: a conformant parser reads every case, and no more, under its id', () => {
    const cases = junitOf(report).cases;
    expect(cases.map((c) => c.name)).toEqual([
      '</failure></testcase><testcase name="pwned" classname="x"><failure> #0',
      '<![CDATA[ ]]> & &amp; &#0; "quoted" \'single\' #1',
      // Invisible characters shown as escapes, as every rendering shows ids (q1 and q1\u200b differ).
      'control \\u0000\\u0001\\u0008\\u000b\\u001b[31mred\\u001b[0m \\u0085 bidi \\u202eevil #2',
      'not XML 1.0: lone surrogate \ufffd, \ufffe and \uffff; an astral 🙂 is fine #3'.replace(
        /[\ufffe\uffff]/g,
        '\ufffd',
      ),
      'two\\u000alines\\u000d\\u000aand a\\u0009tab #4',
      'gate',
    ]);
    expect(cases.map((c) => c.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
      'skipped',
      'failed',
    ]);
    // A tab in an attribute is written as a reference, which a parser keeps (it folds a literal one).
    expect(cases[0]?.classname).toBe(`${hostile[0]}\tfile.jsonl`);
    expect(cases[0]?.line).toBe('7');
  });

  it('keeps the text a reader needs, markup characters and line breaks included', () => {
    const cases = junitOf(report).cases;
    expect(cases[1]?.output).toContain(`query: ${hostile[1]}?`);
    expect(cases[1]?.output).toContain(`why this AP: relevant at rank 2 of 2`);
    // Control and bidi characters are dropped, as in every rendering.
    expect(cases[2]?.output).toContain('query: control [31mred[0m  bidi evil?');
    // A parser reads a line break in text as \n; an attribute holds one line.
    expect(cases[4]?.output).toContain('not scored: judge said: two\nlines\nand a\ttab');
    expect(cases[4]?.message).toBe('not scored: judge said: two lines and a\ttab');
    expect(cases.at(-1)?.output).toContain('judge evil <model> & "control');
  });
});
