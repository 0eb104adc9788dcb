// Draws docs/pr-comment.png, the failing PR comment the README shows, from the real renderer:
//   npm run picture
// The comment's markdown (__tests__/fixtures/comment-picture.ts) goes through
// scripts/render-preview.mjs to a GitHub-styled page, which headless Chromium screenshots.
// Needs chromium (apt-get install -y chromium, or CHROMIUM=google-chrome). CI's check job runs it
// and uploads the picture as an artifact (pixels differ across machines, so nothing compares
// them): when the comment's wording changed (__tests__/__outputs__/failing.comment.md), commit it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pictureMarkdown } from '../__tests__/fixtures/comment-picture.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'cpg-picture-'));
try {
  writeFileSync(join(work, 'comment.md'), pictureMarkdown());
  execFileSync(process.execPath, [
    join(root, 'scripts/render-preview.mjs'),
    join(work, 'comment.md'),
    join(work, 'comment.html'),
  ]);
  const png = join(root, 'docs', 'pr-comment.png');
  rmSync(png, { force: true }); // so a browser that writes nothing cannot leave the old one
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
  if (!existsSync(png))
    throw new Error(`${process.env.CHROMIUM ?? 'chromium'} did not write ${png}`);
  console.log(`Wrote ${png}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
