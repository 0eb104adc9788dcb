import { resolve } from 'node:path';
import { closest } from '../format/closest.js';
import { collapse } from '../format/plain-text.js';
import { realPathOf } from '../files/contained-path.js';
import { expandPatterns } from '../files/expand-patterns.js';
import { INPUT_DEFAULTS, INPUT_NAMES, type InputName } from '../config/options.js';
import { KEY_VARIABLES } from '../judge/provider-names.js';
import { variantNameProblem } from '../config/variant-options.js';

/** Flags of the CLI alone (the rest are the action's inputs, by the same names). */
const CLI_FLAGS = {
  baseline: {
    value: '<report.json>',
    description:
      'Compare with an earlier report (e.g. one made on main) exactly as a pull request is compared with the recorded baseline.',
  },
  'baseline-ref': {
    value: '<git ref>',
    description:
      'Compare with the golden set scored at this ref (e.g. main) in a temporary git worktree with the same retriever command, as CI would; the work tree, index and stashes are not touched. Its report: .context-precision/baseline-<ref>.json.',
  },
  cache: {
    value: '<path>',
    description:
      'The local verdict cache, reused and updated by every run (default .context-precision/verdicts.json).',
  },
  'no-cache': { value: '', description: 'Neither read nor write the local verdict cache.' },
  cases: {
    value: '<ids>',
    description: 'Score only these cases (comma separated ids).',
  },
  tags: {
    value: '<tags>',
    description: 'Score only the cases with one of these tags (comma separated).',
  },
  junit: {
    value: '<path>',
    input: 'junit-path',
    description:
      'Also write the run as JUnit XML (for GitLab, Jenkins, Buildkite and test reporters); the same as --junit-path.',
  },
  variant: {
    value: '<name>=<command>',
    description:
      'Also score this retriever command as a variant: compared with the primary retriever, never gated (repeatable; the variants input as flags).',
  },
  'variant-retrieval': {
    value: '<name>=<file>',
    description: 'Also score this results file as a variant (repeatable).',
  },
  json: { value: '', description: 'Print the report as JSON on stdout (logs go to stderr).' },
  reviewer: {
    value: '<name>',
    description:
      "promote: who accepted the verdicts, written as the cases' labelled.by (without it: llm:<model>, unreviewed).",
  },
  version: { value: '', description: 'Print the version.' },
  help: { value: '', description: 'Print this help.' },
} as const;

type CliFlag = keyof typeof CLI_FLAGS;

/** Inputs that only mean something in a workflow run: accepted, with a warning that they do nothing here. */
const ACTION_ONLY: readonly InputName[] = ['record', 'comment', 'pr-number', 'dashboard'];

export interface ParsedArgs {
  inputs: Map<InputName, string>;
  cli: Map<CliFlag, string>;
  errors: string[];
  warnings: string[];
}

const ALL_FLAGS: readonly string[] = [...INPUT_NAMES, ...Object.keys(CLI_FLAGS)];

/**
 * `--name value` or `--name=value`; names are the action's inputs or the CLI's own flags. A bare
 * input flag means "true"; CLI switches (--json, --no-cache) take no value.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const parsed: ParsedArgs = { inputs: new Map(), cli: new Map(), errors: [], warnings: [] };
  const variants: [VariantFlag, string][] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '-h') {
      parsed.cli.set('help', 'true');
      continue;
    }
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    if (!match) {
      parsed.errors.push(`unexpected argument "${arg}"`);
      continue;
    }
    const name = match[1] as string;
    const flag = CLI_FLAGS[name as CliFlag] as { value: string; input?: InputName } | undefined;
    // `--name value`: the next argument, unless the flag is a switch or it is another flag (an
    // unknown flag's value too, which is then not another error).
    const next = argv[i + 1];
    const valueNext =
      match[2] === undefined && flag?.value !== '' && next !== undefined && !next.startsWith('--');
    if (valueNext) i += 1;
    if (!ALL_FLAGS.includes(name)) {
      const guess = closest(name, ALL_FLAGS);
      parsed.errors.push(`unknown flag --${name}${guess ? ` (did you mean --${guess}?)` : ''}`);
      continue;
    }
    const value = match[2] ?? (valueNext ? next : 'true');
    // An unset variable in a script (`--baseline-ref "$REF"`) is not "no baseline".
    if (flag?.value && value.trim() === '')
      parsed.errors.push(`--${name} is empty: give a ${flag.value} or leave the flag out`);
    else if (name === 'variant' || name === 'variant-retrieval') variants.push([name, value]);
    // A short name of an input (--junit for --junit-path).
    else if (flag?.input) parsed.inputs.set(flag.input, value);
    else if (flag) parsed.cli.set(name as CliFlag, value);
    else {
      parsed.inputs.set(name as InputName, value);
      if (ACTION_ONLY.includes(name as InputName))
        parsed.warnings.push(
          `--${name} has no effect in the CLI (it applies to the GitHub Action only)`,
        );
    }
  }
  if (variants.length > 0) variantsInput(variants, parsed);
  return parsed;
}

type VariantFlag = 'variant' | 'variant-retrieval';

/** `--variant NAME=COMMAND` and `--variant-retrieval NAME=FILE`, repeated, as the `variants` input. */
function variantsInput(flags: readonly [VariantFlag, string][], parsed: ParsedArgs): void {
  const errors = parsed.errors;
  if (parsed.inputs.has('variants'))
    errors.push('--variants and --variant: give the variants one way (the YAML map, or the flags)');
  const variants: Record<string, Record<string, string>> = {};
  for (const [flag, value] of flags) {
    const match = /^([^=]*)=(.*)$/s.exec(value);
    const what = flag === 'variant' ? 'COMMAND' : 'FILE';
    const name = match?.[1]?.trim() ?? '';
    const problem = match && variantNameProblem(name);
    if (!match || !match[2]?.trim() || problem) {
      errors.push(
        `--${flag} ${JSON.stringify(value)}: ${problem ?? `expected NAME=${what}`}, such as --${flag} ${flag === 'variant' ? `"bge-small=python3 evals/retrieve.py --embed bge-small"` : 'chunk-512=runs/chunk-512.jsonl'}`,
      );
    } else if (Object.hasOwn(variants, name)) {
      errors.push(`--${flag}: the name "${name}" is given twice; give each variant its own name`);
    } else {
      const source = flag === 'variant' ? 'retriever-command' : 'retrieval';
      variants[name] = { [source]: (match[2] as string).trim() };
    }
  }
  parsed.inputs.set('variants', JSON.stringify(variants));
}

/** The CLI's report, when --report-path is not given. */
export const DEFAULT_REPORT_PATH = '.context-precision/report.json';

/** The usage text: one line per flag, with the action's description of each input. */
export function usage(version: string, descriptions: Record<string, string>): string {
  const rows: [string, string][] = INPUT_NAMES.map((name) => {
    // Where the CLI's default differs from the action's.
    const cliDefault = name === 'report-path' ? DEFAULT_REPORT_PATH : undefined;
    const fallback = cliDefault ?? INPUT_DEFAULTS[name];
    // The action's default (a runner's folder) is not the CLI's: the CLI says its own.
    const described = collapse(descriptions[name] ?? '');
    const description = cliDefault ? described.replace(/\s*Default \S+$/, '') : described;
    const withDefault =
      fallback && !/default/i.test(description)
        ? `${description} (default ${fallback})`
        : description;
    const note = ACTION_ONLY.includes(name) ? ' [action only]' : '';
    return [`--${name} <value>`, `${withDefault}${note}`.trim()];
  });
  const cliRows: [string, string][] = Object.entries(CLI_FLAGS).map(([name, flag]) => [
    `--${name}${flag.value ? ` ${flag.value}` : ''}`,
    flag.description,
  ]);
  const width = [...rows, ...cliRows].reduce((most, [flag]) => Math.max(most, flag.length), 0) + 2;
  const format = ([flag, text]: [string, string]) => `  ${flag.padEnd(width)}${text}`;
  return `context-precision-gate ${version}: scores retrieval with Average Precision over golden cases,
like the GitHub Action, on this machine.

Usage:
  context-precision-gate --golden <paths or globs> [options]
  context-precision-gate init        write the workflow and a sample golden file (overwrites nothing)
  context-precision-gate promote --report <report.json> [--cases <ids>] [--reviewer <name>]
                                     write the LLM's verdicts into the golden files as labels
  context-precision-gate view [--branch <data branch>] [--remote <remote>] | --report <report.json>
                                     the drift dashboard from this clone's copy of the data
                                     branch (or of one local run's report), in
                                     .context-precision/dashboard/ (prints its path)

Scoring and gate options (the action's inputs, same names and defaults):
${rows.map(format).join('\n')}

CLI options:
${cliRows.map(format).join('\n')}

The report goes to --report-path (default ${DEFAULT_REPORT_PATH}), with the job summary
(report.md) and the PR comment the action would post (report.comment.md) beside it. The API key
comes from --api-key or the provider's variable (${KEY_VARIABLES.join(', ')}).
Exit codes: 0 passed, 1 the gate failed, 2 input or configuration error.
`;
}

/** Whether `path` is one of the files the run's inputs name (never removed, even when a report). */
export async function namedByInputs(
  path: string,
  argv: readonly string[],
  cwd: string,
): Promise<boolean> {
  const target = await realPathOf(path);
  const report = flagValue(argv, 'report');
  if (report && (await realPathOf(resolve(cwd, report))) === target) return true;
  for (const name of ['golden', 'retrieval', 'merge'] as const) {
    const patterns = flagValue(argv, name) ?? ''; // none: expandPatterns' error, caught
    const named = await realPathsNamed(patterns, cwd, name).catch(() => new Set());
    if (named.has(target)) return true;
  }
  return false;
}

/** The files `patterns` name, as real paths (expandPatterns' error when one matches nothing). */
export async function realPathsNamed(patterns: string, cwd: string, input: string) {
  const files = await expandPatterns(patterns, cwd, input);
  return new Set(await Promise.all(files.map((f) => realPathOf(f.absolute))));
}

/** The last value given for `--name` (`--name value` or `--name=value`), read without checking. */
export function flagValue(argv: readonly string[], name: InputName): string | undefined {
  let value: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === `--${name}`) value = argv[i + 1];
    else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3);
  });
  return value?.trim() || undefined;
}
