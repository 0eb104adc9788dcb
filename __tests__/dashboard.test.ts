// The drift dashboard (issue 30): pushes recorded by the action (in process, against the fake
// GitHub) write it on the data branch; `view` builds the same from a real git clone's copy of that
// branch; headless Chromium opens it from disk. In the `slow` project: it launches Chromium.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { openFile, screenshot, useBrowser } from './helpers/browser.js';
import { startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { jsonl, labelledCase } from './helpers/labelled-case.js';
import { mainEvent, repoRoot, runAction } from './helpers/run-action.js';
import { tempFiles } from './helpers/temp-dir.js';

const BRANCH = 'context-precision-data';
// Untrusted case ids: markup, a script end, and a key an object literal would swallow.
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '</script><script>window.__xss=2</script>';
const PROTO = '__proto__';

/** Each push's golden set and inputs: beta moves twice, IMG once; k, the set, the denominator change. */
const PUSHES: { ranks: Record<string, 1 | 2>; inputs?: Record<string, string> }[] = [
  { ranks: { alpha: 1, beta: 1, [IMG]: 1, [SCRIPT]: 1, [PROTO]: 2 } },
  { ranks: { alpha: 1, beta: 2, [IMG]: 1, [SCRIPT]: 1, [PROTO]: 2 }, inputs: { k: '1' } },
  { ranks: { alpha: 1, beta: 1, [IMG]: 2, [SCRIPT]: 1, [PROTO]: 2, gamma: 1 }, inputs: { k: '1' } },
  {
    ranks: { alpha: 1, beta: 1, [IMG]: 2, [SCRIPT]: 1, [PROTO]: 2, gamma: 1 },
    inputs: { k: '1', denominator: 'labels' },
  },
];
// The third push's sha starts a chunk of the dashboard's entries (it hashes to 0 mod 16): the page
// loads the first two entries from a file of their own.
const shaOf = (i: number) => '1274'[i]!.repeat(40);

let gh: FakeGitHub;
let workspace: { dir: string; cleanup: () => Promise<void> };
let lastRecord: { before: Map<string, string>; after: Map<string, string> };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    stdio: 'pipe',
  }).toString();

async function push(i: number, inputs: Record<string, string> = {}) {
  const { ranks, inputs: own } = PUSHES[i]!;
  await writeFile(
    join(workspace.dir, 'golden.jsonl'),
    jsonl(Object.entries(ranks).map(([id, rank]) => labelledCase(id, rank))),
  );
  const run = await runAction({
    workspace: workspace.dir,
    event: mainEvent('push'),
    inputs: {
      golden: 'golden.jsonl',
      judge: 'labels',
      'github-token': 'ghs_test',
      threshold: '0',
      'max-drop': '1',
      ...own,
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_SHA: shaOf(i), GITHUB_REF: 'refs/heads/main' },
    now: () => new Date(Date.UTC(2026, 10, 1 + i, 12)),
  });
  expect(run.stdout).toContain('Recorded the baseline');
}

beforeAll(async () => {
  gh = await startFakeGitHub();
  workspace = await tempFiles({});
  for (let i = 0; i < PUSHES.length - 1; i += 1) await push(i);
  const before = gh.treeOf(gh.branchHead(BRANCH)!);
  await push(PUSHES.length - 1);
  lastRecord = { before, after: gh.treeOf(gh.branchHead(BRANCH)!) };
  // A second gate with the dashboard off: it writes none and is not listed.
  await push(0, { name: 'other', dashboard: 'false' });
  // The data branch, as a clone has it: only as origin's (the branch's files in one commit).
  const origin = join(workspace.dir, 'origin');
  mkdirSync(origin);
  git(origin, 'init', '-q', '-b', BRANCH);
  for (const path of gh.listFiles(BRANCH)) {
    await mkdir(dirname(join(origin, path)), { recursive: true });
    await writeFile(join(origin, path), gh.readFileBuffer(BRANCH, path)!);
  }
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'data');
  const clone = join(workspace.dir, 'clone');
  mkdirSync(clone);
  git(clone, 'init', '-q', '-b', 'main');
  git(clone, 'remote', 'add', 'origin', origin);
});
afterAll(async () => {
  await gh.close();
  await workspace.cleanup();
});

async function view(argv: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['view', ...argv], {
    cwd,
    env: {},
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** Every file under `dir`, by path relative to it. */
function filesUnder(dir: string, root = dir): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) for (const f of filesUnder(path, root)) files.set(...f);
    else files.set(relative(root, path), readFileSync(path, 'utf8'));
  }
  return files;
}

describe('the drift dashboard on the data branch', () => {
  it('is written by each record: index.html at the root, NAME/dashboard/, only what changed', () => {
    const files = gh.listFiles(BRANCH);
    expect(files).toEqual(
      expect.arrayContaining(['index.html', '.nojekyll', 'default/dashboard/summary.js']),
    );
    expect(files).toContain('default/dashboard/entries/a81224aeca7e.js');
    expect(files.filter((f) => f.startsWith('other/dashboard/'))).toEqual([]);
    expect(gh.readFile(BRANCH, 'index.html')).toContain(
      '<script id="cpg-names" type="application/json">["default"]</script>',
    );
    // The last record rewrote the summary and added its commit's case file, nothing else of the
    // dashboard (the entries before the third push's are in a file written by that push).
    const { before, after } = lastRecord;
    const changed = [...after]
      .filter(([path, blob]) => before.get(path) !== blob)
      .map(([path]) => path);
    expect(changed.filter((p) => /dashboard|index\.html/.test(p)).sort()).toEqual([
      expect.stringMatching(/^default\/dashboard\/cases\/\d+\/\d+\.js$/),
      'default/dashboard/summary.js',
    ]);
  });

  it("docs/dashboard.md's view recipe builds the same dashboard from a clone, and says where", async () => {
    // The recipe as written: git fetch, then view (run in process), in a clone that has no copy yet.
    const clone = join(workspace.dir, 'clone');
    const recipe = /```sh\n([^`]*)```/.exec(
      readFileSync(join(repoRoot, 'docs/dashboard.md'), 'utf8'),
    )![1]!;
    const lines = recipe.trim().split('\n');
    expect(lines).toEqual([
      'git fetch origin context-precision-data',
      'npx context-precision-gate view',
    ]);
    git(clone, ...lines[0]!.split(' ').slice(1));
    const { code, stdout, stderr } = await view(lines[1]!.split(' ').slice(3), clone);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const index = join(clone, '.context-precision', 'dashboard', 'index.html');
    expect(stdout.trim().split('\n').at(-1)).toBe(index);
    const built = filesUnder(dirname(index));
    // Every gate with a history, the one recorded with the dashboard off too.
    expect(built.get('index.html')).toContain('["default","other"]');
    expect(built.has('other/dashboard/summary.js')).toBe(true);
    for (const path of built.keys()) if (path.startsWith('other/')) built.delete(path);
    // The mark that tells view the folder is its own (to replace it, and nothing else).
    expect(built.delete('.made-by-context-precision-view')).toBe(true);
    built.set('index.html', built.get('index.html')!.replace('["default","other"]', '["default"]'));
    const onBranch = new Map(
      gh
        .listFiles(BRANCH)
        .filter((f) => f === 'index.html' || f.includes('/dashboard/'))
        .map((f) => [f, gh.readFile(BRANCH, f)!]),
    );
    expect(built).toEqual(onBranch);
    const missing = await view(['--branch', 'nope'], clone);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      'this clone has neither a branch nope nor origin/nope. Fetch it first (git fetch origin nope)',
    );
  });

  it('follows no committed .context-precision link out of the clone, and removes no folder it did not make (issue 40)', async () => {
    const clone = join(workspace.dir, 'linked');
    mkdirSync(clone);
    git(clone, 'init', '-q', '-b', 'main');
    git(clone, 'remote', 'add', 'origin', join(workspace.dir, 'origin'));
    git(clone, 'fetch', '-q', 'origin', BRANCH);
    const victim = join(workspace.dir, 'victim');
    mkdirSync(join(victim, 'dashboard'), { recursive: true });
    writeFileSync(join(victim, 'dashboard', 'keep.txt'), 'mine');
    symlinkSync(victim, join(clone, '.context-precision'));
    const linked = await view([], clone);
    expect(linked.code).toBe(2);
    expect(linked.stderr).toContain(
      '.context-precision is a symbolic link (committed to the repository?), and view writes into this clone through no link',
    );
    expect(readdirSync(join(victim, 'dashboard'))).toEqual(['keep.txt']);
    // A folder view did not make is not removed either; once moved away, view makes its own.
    rmSync(join(clone, '.context-precision'));
    mkdirSync(join(clone, '.context-precision', 'dashboard'), { recursive: true });
    writeFileSync(join(clone, '.context-precision', 'dashboard', 'notes.md'), 'mine');
    const theirs = await view([], clone);
    expect(theirs.code).toBe(2);
    expect(theirs.stderr).toContain('exists and view did not make it');
    rmSync(join(clone, '.context-precision', 'dashboard'), { recursive: true });
    expect((await view([], clone)).code).toBe(0);
    expect((await view([], clone)).code).toBe(0); // its own folder, replaced
  });
});

describe('the dashboard in a browser (headless Chromium, from disk)', () => {
  const browser = useBrowser();

  it('charts every commit with its value as text, marks changes, lists moved cases first, opens a commit', async () => {
    const index = join(workspace.dir, 'clone', '.context-precision', 'dashboard', 'index.html');
    expect(existsSync(index)).toBe(true);
    const { page, errors, network } = await openFile(browser(), index);
    await page.waitForSelector('svg.chart .point');
    const charts = await page.$$eval('figure.series figcaption', (n) =>
      n.map((c) => c.textContent),
    );
    expect(charts).toEqual(['MAP', 'recall', 'unjudged', 'context tokens (mean per case)']);
    const points = await page.$$eval('figure.series:first-child .point', (n) =>
      n.map((c) => [c.getAttribute('aria-label'), c.querySelector('title')?.textContent]),
    );
    expect(points).toHaveLength(PUSHES.length);
    expect(points[0]![0]).toMatch(/^1111111 \(\d{4}-\d{2}-\d{2}\): MAP 0\.9000$/);
    expect(points[0]![1]).toBe(points[0]![0]);
    const markers = await page.$$eval('figure.series:first-child .change-marker title', (n) =>
      n.map((t) => t.textContent),
    );
    expect(markers).toEqual([
      expect.stringMatching(/^2222222 .*: k none → 1$/),
      expect.stringMatching(/^7777777 .*: golden set changed$/),
      expect.stringMatching(/^4444444 .*: denominator retrieved → labels$/),
    ]);
    // What changed, beside each marker in text too; the commits' dates along the x axis (issue 41).
    const labels = await page.$$eval('figure.series:first-child text.marker-label', (n) =>
      n.map((t) => t.textContent),
    );
    expect(labels).toEqual(['k none → 1', 'golden set changed', 'denominator retrieved → labels']);
    const dates = await page.$$eval('figure.series:first-child text.date', (n) =>
      n.map((t) => t.textContent),
    );
    expect(dates).toHaveLength(Math.min(PUSHES.length, 6));
    expect(dates[0]).toBe(points[0]![0]!.slice(9, 19)); // the first commit's day
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const moved = await page.$$eval('table.grid tbody th', (n) => n.map((c) => c.textContent));
    expect(moved).toEqual(['beta', IMG, PROTO]);
    // Each cell its AP at that commit (a row is written as its changes only).
    const cells = await page.$$eval('table.grid tbody tr:first-child td', (n) =>
      n.map((c) => c.getAttribute('aria-label')),
    );
    expect(cells).toEqual(
      ['1111111', '2222222', '7777777', '4444444'].map(
        (sha, i) => `beta at ${sha}: AP ${i === 1 ? '0.00' : '1.00'}`,
      ),
    );
    await page.screenshot({ path: screenshot('dashboard.png') });

    await page.click('figure.series:first-child .point:last-of-type');
    await page.waitForSelector(
      '#commit[data-sha="4444444444444444444444444444444444444444"] #case-table tbody tr',
    );
    const rows = await page.$$eval('#case-table tbody tr', (n) =>
      n.map((r) => [...r.children].map((c) => c.textContent)),
    );
    expect(rows).toHaveLength(6);
    expect(rows).toEqual([
      [SCRIPT, '1.00', '0.00'],
      [IMG, '0.00', '0.00'],
      [PROTO, '0.00', '0.00'],
      ['alpha', '1.00', '0.00'],
      ['beta', '1.00', '0.00'],
      ['gamma', '1.00', '0.00'],
    ]);
    await page.click('#changes button');
    await page.waitForSelector('#commit[data-sha="2222222222222222222222222222222222222222"]');
    expect(await page.$eval('#case-table tbody tr', (r) => r.textContent)).toBe('beta0.00−1.00');
    await page.screenshot({ path: screenshot('dashboard-commit.png') });
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    expect(errors).toEqual([]);
    expect(network).toEqual([]);
  });

  it('shows the page under a malformed URL hash (#%E0), as under none (issue 40)', async () => {
    const index = join(workspace.dir, 'clone', '.context-precision', 'dashboard', 'index.html');
    const viewport = { width: 1280, height: 900 };
    const { page, errors } = await openFile(browser(), index, viewport, '#%E0');
    await page.waitForSelector('svg.chart .point', { timeout: 5000 }); // before: an empty page
    expect(await page.$$eval('figure.series figcaption', (n) => n.length)).toBe(4);
    expect(errors).toEqual([]);
  });
});
