import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PathGuard, isInside, realPathOf } from '../src/files/contained-path.js';
import { expandPatterns } from '../src/files/expand-patterns.js';
import { tempFolderPerTest, userErrorMessage } from './helpers/temp-dir.js';

const tempFolder = tempFolderPerTest();
const folder = async (files: Record<string, string> = {}) => realPathOf(await tempFolder(files));
const failure = userErrorMessage;

describe('isInside and realPathOf', () => {
  it('a folder named "..x" is inside; ".." and a sibling with the same prefix are not', () => {
    expect(isInside('/w/..x/a.json', '/w')).toBe(true);
    expect(isInside('/w', '/w')).toBe(true);
    expect(isInside('/', '/w')).toBe(false);
    expect(isInside('/w2/a.json', '/w')).toBe(false);
  });

  it('resolves links in the existing part of a path that does not exist yet', async () => {
    const outside = await folder();
    const ws = await folder();
    await symlink(outside, join(ws, 'out'));
    expect(await realPathOf(join(ws, 'out', 'new', 'report.json'))).toBe(
      join(outside, 'new', 'report.json'),
    );
  });
});

describe('PathGuard with expandPatterns', () => {
  it('the action: golden stays in the workspace, merge may also use RUNNER_TEMP', async () => {
    const ws = await folder({ 'g/a.jsonl': '', '..x/b.jsonl': '' });
    const temp = await folder({ 'shards/1.json': '' });
    const guard = await PathGuard.forAction({ workspace: ws, runnerTemp: temp }, [
      { input: 'report-path', shown: 'r.json', absolute: join(ws, 'r.json') },
    ]);
    expect((await expandPatterns('g/*.jsonl, ..x/*.jsonl', ws, 'golden', guard)).length).toBe(2);
    expect(await expandPatterns(join(temp, 'shards/*.json'), ws, 'merge', guard)).toHaveLength(1);
    expect(await failure(expandPatterns(join(temp, 'shards/*.json'), ws, 'golden', guard))).toBe(
      `golden: "${join(temp, 'shards/*.json')}" is outside the workspace (${ws}); give a path inside it`,
    );
    // A glob whose fixed part leaves the workspace is refused before anything is walked.
    expect(await failure(expandPatterns('g/../../**/*.json', ws, 'golden', guard))).toContain(
      'golden: "g/../../**/*.json" is outside the workspace',
    );
    // A pattern that matches nothing outside is still named as outside, not as "no file matches".
    expect(await failure(expandPatterns('../nothing-here.jsonl', ws, 'golden', guard))).toContain(
      'golden: "../nothing-here.jsonl" is outside the workspace',
    );
  });

  it('report-path outside both folders, or through a link leading out, is refused at once', async () => {
    const ws = await folder();
    const temp = await folder();
    const outside = await folder();
    await mkdir(join(ws, 'reports'));
    await symlink(outside, join(ws, 'reports', 'out'));
    const dirs = { workspace: ws, runnerTemp: temp };
    const at = (shown: string) => [{ input: 'report-path', shown, absolute: join(ws, shown) }];
    expect(await failure(PathGuard.forAction(dirs, at('../x.json')))).toBe(
      `report-path: "../x.json" is outside the workspace (${ws}) and RUNNER_TEMP (${temp}); give a path inside one of them`,
    );
    expect(await failure(PathGuard.forAction(dirs, at('reports/out/x.json')))).toContain(
      'report-path: "reports/out/x.json" leads (through a symbolic link) outside the workspace',
    );
    await expect(PathGuard.forAction(dirs, at('reports/x.json'))).resolves.toBeInstanceOf(
      PathGuard,
    );
  });

  it('without folders (the CLI) anything is read, but never the file the report goes to', async () => {
    const ws = await folder({ 'g.jsonl': '' });
    const elsewhere = await folder({ 'g.jsonl': '' });
    await symlink(join(ws, 'g.jsonl'), join(ws, 'alias.json'));
    const guard = new PathGuard({}, [
      { input: 'report-path', shown: 'alias.json', absolute: join(ws, 'alias.json') },
    ]);
    expect(await expandPatterns(join(elsewhere, '*.jsonl'), ws, 'golden', guard)).toHaveLength(1);
    expect(await failure(expandPatterns('*.jsonl', ws, 'golden', guard))).toBe(
      'report-path: "alias.json" is the golden file "g.jsonl"; writing the report there would overwrite it, so choose another report-path',
    );
  });
});
