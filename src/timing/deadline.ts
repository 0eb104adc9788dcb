/**
 * `work`, or a rejection with `error()` when it has not settled within `ms` milliseconds (a
 * function: the limit as it stands, which the work may raise while it runs). The work itself is
 * not stopped: its requests end by their own timeouts.
 */
export function withDeadline<T>(
  work: Promise<T>,
  ms: number | (() => number),
  error: () => Error,
): Promise<T> {
  const limit = typeof ms === 'number' ? () => ms : ms;
  const start = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const arm = () => {
      const left = start + limit() - Date.now();
      if (left <= 0) return reject(error());
      timer = setTimeout(arm, left);
      timer.unref();
    };
    arm();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
