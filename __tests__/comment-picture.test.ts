import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureHash, pictureMarkdown } from './fixtures/comment-picture.js';
import { repoRoot } from './helpers/run-action.js';

// The README's picture of a failing PR comment (issue 17, finding 2) is made from the real renderer
// by scripts/write-comment-picture.ts, and is current.
describe('docs/pr-comment.png', () => {
  const png = readFileSync(join(repoRoot, 'docs', 'pr-comment.png'));

  it('is a PNG, shown by the README', () => {
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.readUInt32BE(16)).toBe(1000); // width, from the IHDR chunk
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain('](docs/pr-comment.png)');
  });

  it('was drawn from the comment the renderer makes today (else: npm run picture)', () => {
    const recorded = readFileSync(join(repoRoot, 'docs', 'pr-comment.png.sha256'), 'utf8').trim();
    expect(
      recorded,
      'docs/pr-comment.png shows an older rendering of the comment: run `npm run picture` (needs chromium) and commit docs/',
    ).toBe(pictureHash(pictureMarkdown()));
  });
});
