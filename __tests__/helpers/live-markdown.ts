/**
 * What in a markdown body GitHub would make live: a link, an image, raw HTML, a mention, an issue
 * reference. GitHub links in two passes, so this checks both:
 * 1. the GFM parser (autolinks `https://…`, `www.…`, e-mail addresses; links, images, raw HTML):
 *    `marked` in GFM mode renders the body, and every `<a>`, `<img>` and HTML tag that a markdown
 *    renderer does not make itself is reported;
 * 2. the pass over the rendered text (GitHub docs, "Autolinked references and URLs"): `@user`,
 *    `#123`, `GH-123`, `owner/repo#123`, `user@sha`, e-mail addresses, and URLs again.
 * Not checked: commit SHAs (they link only to commits of the repository itself) and a
 * repository's custom autolink prefixes (their targets are set by its admins).
 */
import { marked } from 'marked';

/** Tags a markdown renderer makes itself; anything else in the HTML came in raw. */
const RENDERED_TAGS = new Set(
  'p ul ol li table thead tbody tr th td strong em code pre h1 h2 h3 h4 h5 h6 del br hr blockquote input'.split(
    ' ',
  ),
);
/** Raw HTML our renderers write on purpose. */
const OUR_TAGS = new Set(['details', 'summary', 'b', 'sub', 'br']);

const TEXT_LINKS: [string, RegExp][] = [
  ['mention', /(?<![\w`])@[A-Za-z0-9][A-Za-z0-9-]*/],
  ['issue reference', /(?<![\w&])#\d+/],
  ['GH- reference', /\bGH-\d+/i],
  ['repository reference', /[\w.-]+\/[\w.-]+#\d+/],
  ['commit reference', /[\w.-]+@[0-9a-f]{7,40}\b/],
  ['e-mail address', /[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/],
  ['URL', /[A-Za-z][A-Za-z0-9+.-]*:\/\//],
  ['www link', /\bwww\./i],
];

export interface LiveMarkdownOptions {
  /** Link targets our own renderers write (the workflow run). */
  allowedHrefs?: (href: string) => boolean;
}

/** Everything live in `markdown` that is not ours; [] when it is all inert text. */
export function liveParts(markdown: string, options: LiveMarkdownOptions = {}): string[] {
  const html = marked.parse(markdown, { gfm: true, async: false });
  const found: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    if (!options.allowedHrefs?.(match[1] as string)) found.push(`link to ${match[1]}`);
  }
  for (const match of html.matchAll(/<img\b[^>]*>/g)) found.push(`image ${match[0]}`);
  for (const match of html.matchAll(/<\/?([A-Za-z][A-Za-z0-9-]*)/g)) {
    const tag = (match[1] as string).toLowerCase();
    if (tag !== 'a' && tag !== 'img' && !RENDERED_TAGS.has(tag) && !OUR_TAGS.has(tag))
      found.push(`raw HTML <${tag}>`);
  }
  // Ours: the marker first, then (in a PR comment) the line naming the head it was written for.
  const ours =
    /^<!-- context-precision-gate:[A-Za-z0-9._-]+ -->\n(<!-- context-precision-gate:[A-Za-z0-9._-]+ sha=[0-9a-f]{40} -->\n)?/.exec(
      html,
    );
  const comments = html.slice(ours?.[0].length ?? 0).match(/<!--/g)?.length ?? 0;
  if (comments > 0) found.push(`${comments} HTML comments`);
  // The second pass sees the text of each element, as rendered (code spans are not linked).
  const text = decodeEntities(
    html
      .replace(/<code>[\s\S]*?<\/code>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, ' ')
      .replace(/<[^>]+>/g, '\n'),
  );
  for (const [what, pattern] of TEXT_LINKS) {
    const match = pattern.exec(text);
    if (match) found.push(`${what} "${match[0]}"`);
  }
  return found;
}

/** The text a reader sees: entities decoded, zero-width spaces gone. */
export function visibleText(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, '')).replace(/\u200b/g, '');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}
