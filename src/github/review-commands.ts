import type { Promotion } from '../golden/label-writer.js';
import { excerpt } from '../report/markdown/markdown-text.js';
import { REVIEW_PREFIX as PREFIX } from '../report/review-line.js';

/** `/context-precision accept CASE PASSAGE…`: the passages' labels for one case, decided. */
export interface ReviewCommand {
  verb: 'accept' | 'reject';
  caseId: string;
  passages: string[];
}

/**
 * The commands of a comment, one per line (a line that starts with `/context-precision`), and the
 * lines among them that are not commands (quoted by their number). Other lines are prose.
 */
export function parseReviewCommands(body: string) {
  const commands: ReviewCommand[] = [];
  const malformed: string[] = [];
  body.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const [prefix, verb, caseId, ...passages] = line.split(/\s+/);
    if (prefix !== PREFIX) return;
    if ((verb === 'accept' || verb === 'reject') && caseId && passages.length > 0)
      commands.push({ verb, caseId, passages });
    else malformed.push(`line ${index + 1}, ${code(line)}`);
  });
  return { commands, malformed };
}

/**
 * What the commands decide, by case, `labelled` by the reviewer: each passage's grade (accept 1,
 * reject 0; the last line wins). A place (`docs/faq.md:120-480`, as the comment's commands write
 * a context that said where it comes from) becomes a passage label, any other passage a label by id.
 */
export function decisionsOf(
  commands: readonly ReviewCommand[],
  labelled: Promotion['labelled'],
): Map<string, Promotion> {
  const byCase = new Map<string, Map<string, number>>();
  for (const { verb, caseId, passages } of commands) {
    const grades = byCase.get(caseId) ?? new Map<string, number>();
    for (const id of passages) grades.set(id, verb === 'accept' ? 1 : 0);
    byCase.set(caseId, grades);
  }
  const decided = [...byCase].map(([caseId, grades]): [string, Promotion] => {
    const verdicts = new Map<string, number>();
    const passages: NonNullable<Promotion['passages']> = [];
    for (const [token, grade] of grades) {
      const place = /^(.+):(\d+)-(\d+)$/.exec(token);
      if (place && Number(place[2]) < Number(place[3]))
        passages.push({ source: place[1]!, start: Number(place[2]), end: Number(place[3]), grade });
      else verdicts.set(token, grade);
    }
    return [
      caseId,
      { verdicts, labelled, decided: true, ...(passages.length > 0 && { passages }) },
    ];
  });
  return new Map(decided);
}

/** Untrusted text as inline code: escaped, cut, never a link or a mention. */
const code = (text: string): string => `\`${excerpt(text, 120).replace(/`/g, "'")}\``;

/** The commit's message: what was decided, by whom, from which comment (the re-gated run reads it). */
export function reviewCommitMessage(
  commands: readonly ReviewCommand[],
  login: string,
  commentUrl: string,
): string {
  const lines = commands.map((c) => `${c.verb} ${c.caseId}: ${c.passages.join(' ')}`);
  return `context-precision: labels from ${login}'s review\n\n${lines.join('\n')}\n\n${REVIEWED_BY} ${login} ${commentUrl}\n`;
}

/** The trailer of a review's commit: `Context-Precision-Review: <login> <comment URL>`. */
const REVIEWED_BY = 'Context-Precision-Review:';

/**
 * The comment's line about a review whose commit is the head the run gates (from its message), or
 * undefined: `🏷️ Labels changed in review by **alice** ([comment](…)): accept u1: u1-3 · …`.
 */
export function reviewNote(message: string): string | undefined {
  const trailer = message.split('\n').find((line) => line.startsWith(`${REVIEWED_BY} `));
  if (!trailer) return undefined;
  const [, login = '', url = ''] = trailer.split(' ');
  const decided = message
    .split('\n')
    .filter((line) => /^(accept|reject) \S+: \S/.test(line))
    .map((line) => excerpt(line, 200));
  const link = /^https:\/\/[^\s()<>]+$/.test(url) ? ` ([comment](${url}))` : '';
  return `🏷️ **Labels changed in review** by **${excerpt(login, 40)}**${link}: ${decided.slice(0, 20).join(' · ')}${decided.length > 20 ? ` · and ${decided.length - 20} more` : ''}.`;
}

/** The replies: one per comment, naming what was wrong; untrusted text escaped. */
export const replies = {
  visitor: (login: string, permission: string) =>
    `Context Precision Gate: not applied. **${excerpt(login, 40)}** has ${code(permission)} permission on this repository; labels are committed only for a commenter with write, maintain or admin permission. A maintainer can post the same lines.`,
  malformed: (lines: readonly string[]) =>
    `Context Precision Gate: nothing committed. Not a command: ${lines.slice(0, 10).join('; ')}. Write one per line: ${code(`${PREFIX} accept CASE PASSAGE…`)} or ${code(`${PREFIX} reject CASE PASSAGE…`)} (a case id, then one or more passage ids, separated by spaces).`,
  unknown: (ids: readonly string[], branch: string, golden: string) =>
    `Context Precision Gate: nothing committed. No golden file on ${code(branch)} (the ${code('golden')} input: ${code(golden)}) defines ${ids.length === 1 ? 'case' : 'cases'} ${ids.slice(0, 10).map(code).join(', ')}.`,
  fork: (repo: string, edits: readonly { file: string; where: string; lines: string }[]) =>
    [
      `Context Precision Gate: not committed. This pull request's head is in ${code(repo)}, another repository: the workflow's token cannot push there. Change these lines on your branch (the labels as the review decided them):`,
      ...edits.map(({ file, where, lines }) => `\nIn ${code(file)}, ${where}:\n\n${fenced(lines)}`),
    ].join('\n'),
  failed: (why: string) => `Context Precision Gate: nothing committed. ${excerpt(why, 600)}`,
};

/** Untrusted text in a code block: a fence longer than any run of backticks in it. */
function fenced(text: string): string {
  const longest = [...text.matchAll(/`+/g)].reduce((most, m) => Math.max(most, m[0].length), 2);
  const fence = '`'.repeat(longest + 1);
  return `${fence}\n${text.replace(/\n?$/, '\n')}${fence}`;
}
