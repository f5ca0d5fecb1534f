/** Calls beyond this many in one turn go in further batches. */
const MAX_BATCH = 500;

/**
 * Collects the calls made in one turn of the event loop and hands them to `run` together at the
 * next (setImmediate: microseconds later). Deposits that arrive together then read their sessions
 * in one query (PostgreSQL: one round trip) or one read transaction (SQLite) instead of one each.
 * `run` answers in the calls' order; if it fails, every call of its batch fails with its error.
 */
export function perTurn<Arg, Result>(run: (args: readonly Arg[]) => Result[] | Promise<Result[]>): (arg: Arg) => Promise<Result> {
  let pending: { arg: Arg; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const all = pending;
    pending = [];
    for (let start = 0; start < all.length; start += MAX_BATCH) {
      const part = all.slice(start, start + MAX_BATCH);
      // Inside then(): a `run` that throws synchronously rejects its callers instead of the timer.
      Promise.resolve()
        .then(() => run(part.map((entry) => entry.arg)))
        .then(
          (results) => part.forEach((entry, index) => entry.resolve(results[index] as Result)),
          (error: unknown) => {
            for (const entry of part) entry.reject(error);
          },
        );
    }
  };
  return (arg) =>
    new Promise((resolve, reject) => {
      if (pending.push({ arg, resolve, reject }) === 1) setImmediate(flush);
    });
}
