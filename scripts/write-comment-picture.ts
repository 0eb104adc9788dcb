// Draws docs/pr-comment.png, the failing PR comment the README shows, from the real renderer:
//   npm run picture
// The comment's markdown (__tests__/fixtures/comment-picture.ts) goes through
// scripts/render-preview.mjs to a GitHub-styled page, which headless Chromium screenshots;
// docs/pr-comment.png.sha256 records the markdown's hash, so a test can tell when the picture is
// out of date (the renderer changed: run this again). Needs chromium (apt-get install -y chromium).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pictureHash, pictureMarkdown } from '../__tests__/fixtures/comment-picture.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'cpg-picture-'));
try {
  const markdown = pictureMarkdown();
  writeFileSync(join(work, 'comment.md'), markdown);
  execFileSync(process.execPath, [
    join(root, 'scripts/render-preview.mjs'),
    join(work, 'comment.md'),
    join(work, 'comment.html'),
  ]);
  const png = join(root, 'docs', 'pr-comment.png');
  execFileSync(
    process.env.CHROMIUM ?? 'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      `--user-data-dir=${join(work, 'profile')}`,
      `--screenshot=${png}`,
      '--window-size=1000,1500',
      `file://${join(work, 'comment.html')}`,
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(`${png}.sha256`, `${pictureHash(markdown)}\n`);
  console.log(`Wrote ${png} and its .sha256`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
