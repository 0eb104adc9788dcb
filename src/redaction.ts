/**
 * Secrets never reach published text. The judge's API key and the GitHub token are redacted from
 * everything the action and the CLI publish: the report file, the job summary, the PR comment,
 * the outputs, the log, the CLI's output. `core.setSecret` masks the runner's log only; a judge
 * server or gateway that echoes the key in its error body would otherwise put it in the comment.
 * Applied at the boundary, where a run's report and messages are published (main.ts, cli.ts).
 */

import { unescape } from 'node:querystring';
import { UserError } from './errors.js';
import type { Report } from './report/report.js';
import { KEY_VARIABLES } from './judge/provider-names.js';

const REDACTED = '***';

/**
 * What is not a secret, so never redacted nor masked: a value shorter than 8 characters (no
 * provider's key or GitHub token is near that short; a local server's placeholder such as `x`,
 * `EMPTY`, `ollama`, `none`, `dummy` is), and the placeholders servers document for "no key"
 * (in any letter case). Redacting those would rewrite every id and message they occur in
 * (`empty-cart` published as `***-cart`).
 */
const MIN_SECRET_LENGTH = 8;
const PLACEHOLDER_KEYS = new Set([
  'sk-no-key-required',
  'not-needed',
  'no-key-required',
  'lm-studio',
  'placeholder',
  'anything',
  'sk-dummy',
]);

/** Environment variables that hold a judge key (one per provider) or the GitHub token. */
const SECRET_ENV_VARIABLES = [...KEY_VARIABLES, 'GITHUB_TOKEN'] as const;

/**
 * The secrets of a run: the `api-key` and `github-token` inputs (read raw, before any validation,
 * so that even an input error is redacted), the variables they fall back to, and the user and
 * password of a `base-url` with credentials (`http://user:password@proxy/v1`), as written and
 * decoded.
 */
export function secretValues(
  read: (name: 'api-key' | 'github-token' | 'base-url') => string | undefined,
  env: NodeJS.ProcessEnv,
): string[] {
  const withCredentials = /^[^:/?#]*:\/\/([^/?#]*)@/.exec(read('base-url')?.trim() ?? '');
  const parts = (withCredentials?.[1] ?? '').split(/:(.*)/s).flatMap((p) => [p, unescape(p)]);
  // A part too short to be a secret alone: `http://user:pw@` as a whole, where the URL is quoted.
  const short = parts.some((p) => p !== '' && p.length < MIN_SECRET_LENGTH);
  const credentials = [...parts, ...(short ? [withCredentials?.[0]] : [])];
  const values = [
    read('api-key'),
    read('github-token'),
    ...SECRET_ENV_VARIABLES.map((name) => env[name]),
    ...credentials,
  ];
  return [...new Set(values.map((v) => (v ?? '').trim()).filter((v) => v !== ''))];
}

export class Redactor {
  /** The secrets to mask in the runner's log too (`core.setSecret`). */
  readonly secrets: readonly string[];
  private readonly pattern: RegExp | null;

  constructor(secrets: readonly string[]) {
    this.secrets = secrets.filter(
      (s) => s.length >= MIN_SECRET_LENGTH && !PLACEHOLDER_KEYS.has(s.toLowerCase()),
    );
    // Each secret as sent and as a server may echo it: URL-encoded (as in a query string or a
    // form), JSON-escaped (inside a JSON string's quotes); in any letter case (a lower-cased
    // echo, `%2f` for `%2F`). `Bearer <key>` and `key=<key>` hold it verbatim.
    const variants = new Set(
      this.secrets.flatMap((s) => [s, encodeURIComponent(s), JSON.stringify(s).slice(1, -1)]),
    );
    // Longest first, so a variant that contains another is replaced whole.
    const alternatives = [...variants]
      .sort((a, b) => b.length - a.length)
      .map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.pattern = alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'gi') : null;
  }

  /**
   * The text with every secret (and its variants) replaced by `***`; bound, so it is passed as it
   * is to what redacts before shortening (the judge, the retriever's stderr).
   */
  readonly text = (text: string): string =>
    this.pattern ? text.replace(this.pattern, REDACTED) : text;

  /**
   * A run's report, redacted for publishing. Its identifiers (case ids, tags, context ids) are
   * never rewritten: they key the stored baseline and history, and an id changed by redaction
   * would be another case. One that holds a secret is an input error naming the case instead.
   */
  report<T extends Report>(report: T): T {
    if (!this.pattern) return report;
    for (const c of report.cases) {
      const ids = [
        c.id,
        ...c.tags,
        ...c.contexts.map((context) => context.id),
        ...(c.labelRecall?.missed ?? []),
      ];
      const holder = ids.find((id) => this.text(id) !== id);
      if (holder !== undefined)
        throw new UserError(
          `${c.source}: case "${this.text(c.id)}": ${holder === c.id ? 'its id' : `the id "${this.text(holder)}" (a tag or context id)`} holds the judge's API key or the GitHub token (shown as ${REDACTED}). Ids are published and stored as they are: rename it.`,
        );
    }
    return this.value(report);
  }

  /**
   * Every string in a JSON-like value (a report, stored verdicts: objects, arrays, Maps' values)
   * redacted. What holds no secret is returned as is, not copied, so a large report costs no
   * memory when (as almost always) nothing is found.
   */
  value<T>(value: T): T {
    return this.pattern ? (this.walk(value) as T) : value;
  }

  private walk(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (value === null || typeof value !== 'object') return value;
    let copy: object | undefined;
    const entries: Iterable<[PropertyKey, unknown]> =
      value instanceof Map || Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, item] of entries) {
      const redacted = this.walk(item);
      if (redacted === item) continue;
      copy ??=
        value instanceof Map ? new Map(value) : Array.isArray(value) ? value.slice() : { ...value };
      if (copy instanceof Map) copy.set(key, redacted);
      else (copy as Record<PropertyKey, unknown>)[key] = redacted;
    }
    return copy ?? value;
  }
}
