#!/usr/bin/env node
// Renders a markdown file (the PR comment or the job summary) to an HTML page styled like GitHub,
// for a look with a browser or a headless screenshot:
//
//   node_modules/.bin/node --experimental-transform-types --import ./scripts/ts-resolve.mjs scripts/write-preview.ts /tmp   # writes /tmp/comment.md, /tmp/summary.md
//   node scripts/render-preview.mjs /tmp/comment.md /tmp/comment.html [--mermaid path/to/mermaid.min.js]
// --header "Job summary" replaces the comment's header line; --open-details opens every <details> block, to see the judge's reasons in one picture.
//   chromium --headless --screenshot=/tmp/comment.png --window-size=1100,2400 file:///tmp/comment.html
//
// With --mermaid, mermaid blocks are drawn as GitHub draws them; without, they stay code blocks.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { marked } from 'marked';

const args = process.argv.slice(2);
const mermaidAt = args.indexOf('--mermaid');
const mermaid = mermaidAt >= 0 ? args.splice(mermaidAt, 2)[1] : undefined;
const headerAt = args.indexOf('--header');
const header = headerAt >= 0 ? args.splice(headerAt, 2)[1] : '<b>github-actions</b> bot commented';
const openAt = args.indexOf('--open-details');
if (openAt >= 0) args.splice(openAt, 1);
const [input, output] = args;
if (!input || !output) {
  console.error('usage: node scripts/render-preview.mjs in.md out.html [--mermaid mermaid.min.js]');
  process.exit(2);
}

let body = marked.parse(readFileSync(input, 'utf8'), { gfm: true, async: false });
if (mermaid) {
  body = body.replace(
    /<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g,
    '<pre class="mermaid">$1</pre>',
  );
}

if (openAt >= 0) body = body.replace(/<details>/g, '<details open>');

const css = `
body { background: #f6f8fa; margin: 0; padding: 24px; }
.comment { max-width: 920px; margin: 0 auto; background: #fff; border: 1px solid #d0d7de; border-radius: 6px; }
.comment-header { background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: 8px 16px; color: #57606a;
  font: 14px -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; border-radius: 6px 6px 0 0; }
.markdown-body { padding: 16px; color: #1f2328; line-height: 1.5; overflow-wrap: break-word;
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; }
.markdown-body h3 { font-size: 1.25em; margin: 8px 0 16px; }
.markdown-body h4 { font-size: 1em; margin: 24px 0 12px; }
.markdown-body p, .markdown-body ul, .markdown-body table, .markdown-body details, .markdown-body pre { margin: 0 0 16px; }
.markdown-body table { border-collapse: collapse; display: block; overflow: auto; width: max-content; max-width: 100%; }
.markdown-body th, .markdown-body td { border: 1px solid #d0d7de; padding: 6px 13px; }
.markdown-body th { font-weight: 600; }
.markdown-body tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body code { background: rgba(175,184,193,.2); border-radius: 6px; padding: .2em .4em; font-size: 85%;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.markdown-body pre { background: #f6f8fa; border-radius: 6px; padding: 16px; overflow: auto; font-size: 85%; }
.markdown-body pre code { background: none; padding: 0; }
.markdown-body details summary { cursor: pointer; }
.markdown-body sub { font-size: 12px; color: #57606a; }
.markdown-body a { color: #0969da; text-decoration: none; }
`;

const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>${input}</title><style>${css}</style></head>
<body><div class="comment"><div class="comment-header">${header}</div>
<div class="markdown-body">
${body}
</div></div>
${
  mermaid
    ? `<script src="${pathToFileURL(mermaid).href}"></script>
<script>mermaid.initialize({ startOnLoad: true, securityLevel: 'strict' });</script>`
    : ''
}
</body></html>
`;
writeFileSync(output, page);
console.error(`wrote ${output}`);
