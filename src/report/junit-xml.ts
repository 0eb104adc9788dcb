import type { CheckOutcome } from '../gate/gate-outcome.js';
import { shortNumber } from '../format/numbers.js';
import { plainText } from '../format/plain-text.js';
import { escapeHtml } from './html/html-text.js';
import { caseFacts } from './case-facts.js';
import type { MovementStyle } from './movement-text.js';
import { headLines } from './render-text.js';
import type { CaseReport, Report } from './report.js';
import { apChange, PLAIN, reportView } from './view.js';

/**
 * The run as JUnit XML, for GitLab's test report, Jenkins, Buildkite and the test-reporter
 * actions: one `<testsuite name="context-precision:NAME">` in `<testsuites>`, a `<testcase>` per
 * case (classname: its golden file; name: its id) and one named `gate`. When the check fails (the
 * gate's `checkOutcome`; never in audit mode), the gate fails with its message, and so does each
 * case whose AP fell more than max-case-drop or, without max-case-drop, that regressed.
 * A case not scored is skipped. GitLab shows a failure's text and `<system-out>`, not its
 * `message`, so the text says it all: the query and why the AP fell. The view's facts are worded
 * as the terminal's (PLAIN); every string is escaped here, where it is written (escapeXml).
 */
export function renderJunitXml(report: Report, { check, message }: CheckOutcome): string {
  const failed = check === 'fail';
  const suite = `context-precision:${report.name}`;
  const cases = report.cases.map((c) => caseElement(c, report, failed));
  // judge: labels leaves out the cases without labels: skipped, with the reason.
  const unlabelled = report.notes.flatMap((note) => note.cases ?? []);
  for (const c of unlabelled) {
    const why = 'not scored: judge "labels" scores only the cases with labels, and it has none';
    const skipped = element('skipped', { message: why }, `${why}\ndefined in: ${c.source}`);
    cases.push({ failed: false, xml: testcase(c.id, c.source, '', skipped) });
  }
  const gate = gateElement(report, suite, { check, message });
  const counts = {
    tests: cases.length + 1,
    failures: cases.filter((c) => c.failed).length + (failed ? 1 : 0),
    errors: 0,
    skipped: report.cases.filter((c) => c.error !== null).length + unlabelled.length,
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: suite, ...counts })}>`,
    `  <testsuite${attributes({ name: suite, ...counts })}>`,
    ...cases.map((c) => c.xml),
    gate,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** A case's testcase: its AP, base AP and Δ as properties; a failure, a skip, or neither. */
function caseElement(c: CaseReport, report: Report, gateFailed: boolean) {
  const scale = report.scale;
  const properties = propertiesElement({
    ap: c.error === null ? c.ap * scale : null,
    baselineAp: c.baselineAp === null ? null : c.baselineAp * scale,
    delta: c.error === null && c.delta !== null ? c.delta * scale : null,
  });
  const failure = gateFailed ? failureOf(c, report) : null;
  let outcome = '';
  if (c.error !== null) {
    const skipped = `not scored: ${c.error}`;
    outcome = element('skipped', { message: plainText(skipped) }, caseText(c, report, skipped));
  } else if (failure !== null) {
    outcome = element('failure', { message: failure }, caseText(c, report, failure));
  } else if (c.change === 'regressed') {
    outcome = element(
      'system-out',
      {},
      caseText(c, report, `${apChange(c, report.scale)}: regressed`),
    );
  }
  return { failed: failure !== null, xml: testcase(c.id, c.source, properties, outcome) };
}

/** A case's `<testcase>`: classname and file from its `file:line` source, its properties and outcome. */
function testcase(id: string, source: string, properties: string, outcome: string): string {
  // `file:line` (a file name may hold ':'; the line is what follows the last one).
  const at = /^(.+):(\d+)$/s.exec(source);
  const file = plainText(at?.[1] ?? source);
  const open = attributes({ classname: file, name: PLAIN.id(id, 0), file, line: at?.[2] });
  const lines = [`    <testcase${open}>`, properties, ...indented(outcome), '    </testcase>'];
  return lines.filter((line) => line !== '').join('\n');
}

/** Why the case fails the run (one line), or null when it does not. */
function failureOf(c: CaseReport, report: Report): string | null {
  if (c.error !== null) return null;
  if (report.maxCaseDrop !== null)
    return c.exceededMaxCaseDrop
      ? `${apChange(c, report.scale)}: fell more than max-case-drop ${shortNumber(report.maxCaseDrop)}`
      : null;
  return c.change === 'regressed'
    ? `${apChange(c, report.scale)}: regressed, and the gate failed`
    : null;
}

const MOVES: MovementStyle = {
  ...PLAIN,
  mark: (relevant) => (relevant ? '(relevant)' : '(not relevant)'),
};

/** What a reader of the test report needs to see why: the case's facts (an error is the first line). */
function caseText(c: CaseReport, report: Report, first: string): string {
  const facts = caseFacts(c, { style: MOVES })
    .filter(([label]) => label !== 'Error')
    .map(([label, text]) => `${label[0]?.toLowerCase()}${label.slice(1)}: ${text}`);
  if (report.k !== null) facts.push(`judged: the top ${report.k}`);
  return [first, ...facts].join('\n');
}

/** The gate's testcase: the score as properties; the check's message, and the headline. */
function gateElement(report: Report, suite: string, { check, message }: CheckOutcome) {
  // The headline as the terminal shows it.
  const view = reportView(report, PLAIN);
  const lines = [
    ...(check === 'warn' ? [message] : []),
    ...headLines(view),
    `  ${view.judge.join(' · ')}`,
  ];
  const properties = propertiesElement({
    score: report.score,
    baselineScore: report.baseline?.score ?? null,
    delta: report.delta,
    threshold: report.threshold,
  });
  const outcome =
    check === 'fail'
      ? element('failure', { message }, [message, '', ...lines].join('\n'))
      : element('system-out', {}, lines.join('\n'));
  return [
    `    <testcase${attributes({ classname: suite, name: 'gate' })}>`,
    properties,
    ...indented(outcome),
    '    </testcase>',
  ].join('\n');
}

/** `<properties>` of the values that are not null, 4 decimals (the `score` output's). */
function propertiesElement(values: Record<string, number | null>): string {
  const rows = Object.entries(values)
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([name, value]) => `        <property${attributes({ name, value: decimal(value) })}/>`);
  return ['      <properties>', ...rows, '      </properties>'].join('\n');
}

/** `-0.6667`, `0.5000`; never `-0.0000`. */
const decimal = (value: number): string => {
  const text = value.toFixed(4);
  return Number(text) === 0 ? (0).toFixed(4) : text;
};

function element(tag: string, attrs: Record<string, string>, text: string): string {
  return `<${tag}${attributes(attrs)}>${escapeXml(text)}</${tag}>`;
}

/** The element's lines indented under a testcase (its text, a failure's body, stays as it is). */
const indented = (xml: string): string[] => (xml === '' ? [] : [`      ${xml}`]);

function attributes(attrs: Record<string, string | number | undefined>): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value), true)}"`)
    .join('');
}

/**
 * Untrusted text as XML 1.0 character data or an attribute value: the HTML report's escaping (the
 * invisible characters dropped, the five markup characters as references), then what XML forbids
 * besides (a lone surrogate, U+FFFE, U+FFFF) replaced by U+FFFD. In an attribute, tab and line
 * breaks are written as references, which a parser keeps (it folds literal ones to spaces).
 */
function escapeXml(text: string, attribute = false): string {
  const escaped = escapeHtml(text).replace(NOT_XML, '\ufffd');
  return attribute ? escaped.replace(/[\t\n\r]/g, (char) => `&#${char.charCodeAt(0)};`) : escaped;
}

/** Characters outside XML 1.0's `Char` production (the `u` flag sees a lone surrogate alone). */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
