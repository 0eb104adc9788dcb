import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/run-action.js';

// Every bench starts with the command bench/README.md and its own header give: its imports resolve
// under that node (plain type stripping, no .js -> .ts mapping) and it reaches its argument parsing,
// which rejects an unknown option before any work (so this costs a node start per bench, not a run).
const benchDir = join(repoRoot, 'bench');
const readme = readFileSync(join(benchDir, 'README.md'), 'utf8');
const sources = readdirSync(benchDir).filter((name) => /\.m[jt]s$/.test(name));
const text = (name: string) => readFileSync(join(benchDir, name), 'utf8');
// A module the benches import (./synthetic.mts) is not a bench.
const imported = (name: string) => sources.some((other) => text(other).includes(`'./${name}'`));
const benches = sources.filter((name) => !imported(name));

/** The README's first command for `name`: the node it names and its flags before the file. */
function readmeCommand(name: string): string[] | undefined {
  const escaped = name.replace(/\./g, '\\.');
  const match = new RegExp(
    `^((?:node_modules/\\.bin/)?node(?: --\\S+)*) bench/${escaped}`,
    'm',
  ).exec(readme);
  return match?.[1]?.split(' ');
}

/**
 * Imports each bench in one node started with `command` (one start and one load of the modules
 * they share per distinct command, not per bench), argv `--no-such-option`: what each import threw.
 */
function importAll(command: string[], files: string[]): Promise<Record<string, string>> {
  const [node, ...flags] = command as [string, ...string[]];
  const script = `const thrown = {};
for (const file of ${JSON.stringify(files)}) {
  try { await import('./bench/' + file); thrown[file] = 'nothing'; }
  catch (error) { thrown[file] = String(error.code) + ': ' + error.message; }
}
process.stdout.write(JSON.stringify(thrown));`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      node === 'node' ? process.execPath : join(repoRoot, node),
      [...flags, '--input-type=module', '-e', script, '--', '--no-such-option'],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(`exit ${code}: ${stderr}`)),
    );
  });
}

// The benches grouped by the command the README starts them with.
const byCommand = new Map<string, string[]>();
for (const name of benches) {
  const command = (readmeCommand(name) ?? ['node']).join(' ');
  byCommand.set(command, [...(byCommand.get(command) ?? []), name]);
}

describe('the benches', () => {
  it('has a command in bench/README.md and in its header for every bench', () => {
    expect(benches).toContain('judge-cost.mts');
    for (const name of benches) {
      const command = readmeCommand(name);
      expect(command, `bench/README.md gives no command for bench/${name}`).toBeDefined();
      expect(text(name), `bench/${name}'s header`).toContain(`${command!.join(' ')} bench/${name}`);
    }
  });

  it.each([...byCommand])(
    '%s: every bench starts, its imports resolve and it parses its arguments',
    async (command, names) => {
      const thrown = await importAll(command.split(' '), names);
      for (const name of names) {
        // Without parseArgs an unknown option is ignored and the whole bench would run here.
        expect(text(name), `bench/${name} parses no arguments`).toContain('parseArgs(');
        expect(thrown[name], `bench/${name}`).toBe(
          "ERR_PARSE_ARGS_UNKNOWN_OPTION: Unknown option '--no-such-option'",
        );
      }
    },
  );
});
