import { parse } from 'yaml';
import { isObject } from '../files/source-record.js';

/**
 * A YAML input that must be a map (`gates`, `variants`): empty when blank, or when it has a
 * problem (not YAML, or not a map of `what` names; both name the input and show `example`).
 */
export function yamlMap(
  input: string,
  raw: string,
  what: string,
  example: string,
  problems: string[],
): Record<string, unknown> {
  if (raw.trim() === '') return {};
  let document: unknown;
  try {
    document = parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(`${input}: not valid YAML (${reason}); expected a map such as "${example}"`);
    return {};
  }
  if (isObject(document)) return document;
  problems.push(`${input}: expected a map of ${what} names, such as "${example}"`);
  return {};
}
