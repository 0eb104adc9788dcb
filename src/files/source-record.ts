/** One record read from a fixture file, with enough position data to name its line. */
export interface SourceRecord {
  value: unknown;
  file: string;
  /** 1-based line where the record starts. */
  line: number;
  /** 1-based line of a field inside the record (falls back to the record's line). */
  lineOf(path: readonly PropertyKey[]): number;
}

/** A parsed value that is an object of fields: not null, not an array. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
