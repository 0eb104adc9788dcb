import { describe, expect, it } from 'vitest';
import { parseOptions, type InputName } from '../src/config/options.js';
import { runCliInProcess } from './helpers/run-cli.js';
import { tempFolderPerTest } from './helpers/temp-dir.js';
import { userErrorMessage } from './helpers/temp-dir.js';

// The `variants` input and the CLI's --variant / --variant-retrieval flags: what they accept, and
// one message naming the input or flag and how to fix it for what they do not.
const parseWith = (inputs: Partial<Record<InputName, string>>) =>
  parseOptions((name) => inputs[name] ?? '', {});
const folder = tempFolderPerTest();

describe('the variants input', () => {
  it('reads a YAML map of names to a command or a results file, in order', () => {
    const options = parseWith({
      golden: 'g.jsonl',
      variants:
        'bge-small: { retriever-command: "python3 r.py --embed bge-small" }\nchunk_512.v2:\n  retrieval: runs/c512.jsonl\n',
    });
    expect(options.variants).toEqual([
      { name: 'bge-small', retrieverCommand: 'python3 r.py --embed bge-small' },
      { name: 'chunk_512.v2', retrieval: 'runs/c512.jsonl' },
    ]);
    expect(parseWith({ golden: 'g.jsonl' }).variants).toEqual([]);
  });

  it('names every problem at once: bad YAML, a bad name, an unknown or missing source, more than 8', async () => {
    const message = await userErrorMessage(
      Promise.resolve().then(() =>
        parseWith({
          golden: 'g.jsonl',
          variants: [
            'has space: { retrieval: a.jsonl }',
            'a: { retriever-comand: "x" }',
            'b: { retrieval: a.jsonl, retriever-command: x }',
            'c: "python3 r.py"',
            ...[1, 2, 3, 4, 5].map((n) => `v${n}: { retrieval: v.jsonl }`),
          ].join('\n'),
        }),
      ),
    );
    expect(message).toContain(
      'variants: at most 8 variants, got 9; compare the others in another run',
    );
    expect(message).toContain(
      'variants: "has space" is not a variant name: use 1 to 64 of A-Z, a-z, 0-9, ".", "_" and "-"',
    );
    expect(message).toContain(
      'variants: a: unknown key "retriever-comand" (did you mean "retriever-command"?); give retriever-command or retrieval',
    );
    expect(message).toContain(
      'variants: b: expected one of { retriever-command: "<command>" } or { retrieval: "<results file>" }, got {"retrieval":"a.jsonl","retriever-command":"x"}',
    );
    expect(message).toContain('variants: c: expected one of');
    const yaml = await userErrorMessage(
      Promise.resolve().then(() => parseWith({ golden: 'g', variants: 'a: [' })),
    );
    expect(yaml).toMatch(
      /variants: not valid YAML \(.+\); expected a map such as "bge-small: \{ retriever-command: /,
    );
  });
});

describe('the CLI flags', () => {
  it('--variant NAME=COMMAND and --variant-retrieval NAME=FILE, each named in its error', async () => {
    const dir = await folder({});
    const run = await runCliInProcess(
      [
        '--golden',
        'g.jsonl',
        '--variant',
        'bge-small',
        '--variant-retrieval',
        'a b=x.jsonl',
        '--variant',
        'x=echo',
        '--variant-retrieval',
        'x=y.jsonl',
      ],
      dir,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--variant "bge-small": expected NAME=COMMAND, such as --variant "bge-small=python3 evals/retrieve.py --embed bge-small"',
    );
    expect(run.stderr).toContain('--variant-retrieval "a b=x.jsonl": "a b" is not a variant name');
    expect(run.stderr).toContain(
      '--variant-retrieval: the name "x" is given twice; give each variant its own name',
    );
    const both = await runCliInProcess(
      ['--golden', 'g.jsonl', '--variants', 'a: { retrieval: a.jsonl }', '--variant', 'b=echo'],
      dir,
    );
    expect(both.stderr).toContain(
      '--variants and --variant: give the variants one way (the YAML map, or the flags)',
    );
  });
});
