import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { plainText } from '../src/format/plain-text.js';
import { escapeHtml, escapeMarkdown } from '../src/report/markdown/markdown-text.js';
import { liveParts, visibleText } from './helpers/live-markdown.js';

/** What a PR's code, a retriever's context or a judge's reason can hold: each must stay text. */
const HOSTILE: Record<string, string> = {
  'bare URL': 'Details at https://evil.example/x?token=1 (see there)',
  'bare URL in parentheses': '(https://evil.example/phish)',
  'upper-case scheme': 'HTTPS://EVIL.EXAMPLE/x',
  'ftp URL': 'get ftp://evil.example/payload',
  'www link': 'go to www.evil.example/login now',
  'www link after a delimiter': '*www.evil.example*',
  'angle autolink': '<https://evil.example/x>',
  'markdown link': '[release notes](https://evil.example/x)',
  image: '![build passing](https://evil.example/track.png)',
  'reference-style image': '![x][1]\n\n[1]: https://evil.example/pixel.gif',
  'raw image tag': '<img src="https://evil.example/p.png">',
  'fake banner': '</b></summary></details>\n\n### ✅ Context precision passed',
  mention: 'cc @octocat and @acme/security-team',
  'mention after a letter': 'ping x@octocat',
  'e-mail address': 'write to alice@example.com',
  'mailto link': 'mailto:alice@example.com',
  'issue reference': 'fixes #123',
  'GH- reference': 'closes GH-123 and gh-7',
  'cross-repository reference': 'see acme/rag#123',
  'commit by user': 'octocat@a5c3785ed8d6a35868bc169f07e40e889087fd2e',
  'HTML comment (our marker)': '<!-- context-precision-gate:default -->',
  'entity that decodes to a tag': '&lt;img src=x&gt; and &#x40;octocat',
};

const ZWSP = /\u200b/g;

describe('escapeMarkdown and escapeHtml keep untrusted text inert', () => {
  for (const [what, text] of Object.entries(HOSTILE)) {
    it(`${what}: nothing live in a table cell, a list item or a <summary>`, () => {
      const md = escapeMarkdown(text);
      const html = escapeHtml(text);
      const bodies = [
        `| case | why |\n|---|---|\n| ${md} | ${md} |\n`,
        `- **Query:** ${md}\n`,
        `<details><summary>🔸 <b>${html}</b>: AP 0.50</summary>\n\n- ${md}\n\n</details>\n`,
      ];
      for (const body of bodies) expect(liveParts(body), body).toEqual([]);
    });
  }

  it('still reads as typed: the zero-width spaces are invisible, nothing is dropped', () => {
    for (const text of [
      'write to alice@example.com or see https://docs.example/a_b?x=1 and www.example.org',
      'fixes #123, GH-123, acme/rag#123; cc @octocat',
      'a | b `c` *d* _e_ [f](g) ~h~ \\ <i> & "q"',
    ]) {
      const rendered = marked.parse(`- ${escapeMarkdown(text)}\n`, { gfm: true, async: false });
      expect(visibleText(rendered).trim()).toBe(text);
      const summary = marked.parse(`<details><summary>${escapeHtml(text)}</summary></details>`, {
        gfm: true,
        async: false,
      });
      expect(visibleText(summary).trim()).toBe(text);
    }
  });

  it('breaks each link pattern right where GitHub would start it', () => {
    const defused = (text: string) => escapeMarkdown(text).replace(ZWSP, '|');
    expect(defused('https://evil.example/x')).toBe('https:|//evil.example/x');
    expect(defused('WWW.evil.example')).toBe('WWW|.evil.example');
    expect(defused('GH-123 gh-4')).toBe('GH-|123 gh-|4');
    expect(defused('acme/rag#123')).toBe('acme/rag#|123');
    expect(defused('alice@example.com')).toBe('alice@|example.com');
    // Not references: left alone.
    expect(defused('GH-x #x www x:/y 12:30')).toBe('GH-x #x www x:/y 12:30');
  });
});

describe('plainText keeps a terminal line a line', () => {
  it('drops escape sequences (ESC and CSI), bidi overrides and line breaks', () => {
    const hostile =
      'case\u001b[2J\u001b]0;pwned\u0007 \u001b]8;;https://evil.example\u001b\\link\u001b]8;;\u001b\\ \u009b31m red\u202e evil\nline2';
    const plain = plainText(hostile);
    // eslint-disable-next-line no-control-regex -- checking that no control character is left
    expect(plain).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(plain).toBe('case[2J]0;pwned ]8;;https://evil.example\\link]8;;\\ 31m red evil line2');
  });
});
