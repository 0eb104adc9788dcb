/**
 * `work`, or a rejection with `error()` when it has not settled within `ms` milliseconds (the
 * work itself is not stopped: its requests end by their own timeouts).
 */
export function withDeadline<T>(work: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
