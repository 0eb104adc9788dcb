import { parse } from 'yaml';
import { runCliInProcess, type CliRun } from './run-cli.js';

interface WorkflowStep {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}

/** The steps of the `context-precision` job of a workflow `init` writes. */
export const stepsOf = (workflow: string): WorkflowStep[] =>
  (parse(workflow) as { jobs: { 'context-precision': { steps: WorkflowStep[] } } }).jobs[
    'context-precision'
  ].steps;

/** Runs the gate step of a workflow as the CLI, with its own inputs (the key's secret unset). */
export function runGateStep(workflow: string, cwd: string): Promise<CliRun> {
  const gate = stepsOf(workflow).find((step) => step.uses?.includes('context-precision-gate'));
  const inputs = Object.entries(gate?.with ?? {}).filter(([name]) => name !== 'api-key');
  return runCliInProcess(
    inputs.flatMap(([name, value]) => [`--${name}`, value]).concat(['--json', '--no-cache']),
    cwd,
  );
}
