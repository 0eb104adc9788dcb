import { SaxesParser } from 'saxes';
import { expect } from 'vitest';

/** An element of a parsed XML document: its attributes, child elements and text (whitespace kept). */
interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * The document's root element, parsed by saxes: a conformant XML 1.0 parser, which refuses what
 * GitLab's parser (libxml2, through Nokogiri) refuses: a character XML forbids, an undefined
 * entity, a tag left open, a duplicate attribute. Any such error throws, naming line and column.
 */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const errors: string[] = [];
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => errors.push(error.message));
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
    };
    open.at(-1)?.children.push(element);
    open.push(element);
    root ??= element;
  });
  parser.on('text', (text) => {
    const top = open.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  if (errors.length > 0 || !root) throw new Error(`not well-formed XML: ${errors.join('; ')}`);
  return root;
}

export interface JunitCase {
  classname: string;
  name: string;
  file?: string;
  line?: string;
  status: 'passed' | 'failed' | 'skipped';
  /** The failure's or skip's `message` attribute. */
  message?: string;
  /** What GitLab shows of a failed or skipped test: the element's text, then `<system-out>`. */
  output: string;
  properties: Record<string, string>;
}

/**
 * JUnit XML read as GitLab reads it (lib/gitlab/ci/parsers/test/junit.rb): one `<testsuites>`
 * root, its `<testsuite>` elements and their `<testcase>` elements, each with a name and a
 * classname and at most one of `<failure>`, `<error>`, `<skipped>`. The counts on `testsuites`
 * and `testsuite` are checked against the testcases (Jenkins and the test-reporter actions read
 * them). Throws on anything else.
 */
export function readJunit(xml: string): { name: string; cases: JunitCase[] }[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const root = parseXml(xml);
  expect(root.name).toBe('testsuites');
  const suites = root.children.map((suite) => {
    expect(suite.name).toBe('testsuite');
    expect(suite.children.every((c) => c.name === 'testcase' || c.name === 'properties')).toBe(
      true,
    );
    const cases = suite.children.filter((c) => c.name === 'testcase').map(readCase);
    expect(counts(suite)).toEqual(countsOf(cases));
    return { name: suite.attributes.name as string, cases };
  });
  expect(counts(root)).toEqual(countsOf(suites.flatMap((s) => s.cases)));
  return suites;
}

function readCase(testcase: XmlElement): JunitCase {
  const { classname, name, file, line } = testcase.attributes;
  expect(typeof classname === 'string' && typeof name === 'string').toBe(true);
  const outcomes = testcase.children.filter((c) =>
    ['failure', 'error', 'skipped'].includes(c.name),
  );
  expect(outcomes.length).toBeLessThanOrEqual(1);
  const outcome = outcomes[0];
  expect(outcome?.name).not.toBe('error');
  const systemOut = testcase.children.find((c) => c.name === 'system-out')?.text;
  const properties = Object.fromEntries(
    (testcase.children.find((c) => c.name === 'properties')?.children ?? []).map((p) => [
      p.attributes.name as string,
      p.attributes.value as string,
    ]),
  );
  return {
    classname: classname as string,
    name: name as string,
    ...(file !== undefined && { file }),
    ...(line !== undefined && { line }),
    status: outcome ? (outcome.name === 'failure' ? 'failed' : 'skipped') : 'passed',
    ...(outcome?.attributes.message !== undefined && { message: outcome.attributes.message }),
    output: [outcome?.text, systemOut].filter((t) => t !== undefined).join('\n\n'),
    properties,
  };
}

const counts = (element: XmlElement) => ({
  tests: Number(element.attributes.tests),
  failures: Number(element.attributes.failures),
  errors: Number(element.attributes.errors),
  skipped: Number(element.attributes.skipped),
});

const countsOf = (cases: readonly JunitCase[]) => ({
  tests: cases.length,
  failures: cases.filter((c) => c.status === 'failed').length,
  errors: 0,
  skipped: cases.filter((c) => c.status === 'skipped').length,
});
