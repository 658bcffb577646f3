/**
 * Coalesces lookups of the same kind into one query. Keys asked for while a load is in flight wait for
 * the next load, which serves them all together; a load starts only after every key it serves was asked
 * for, so each answer is as fresh as a query of its own (it sees every write committed before the
 * request asked). Under load, many requests share one round trip; alone, a request waits for no one.
 * A batch waits at most `patienceMs` for the load in flight: a stuck query (a dead connection) delays
 * the lookups after it by that much, never stops them.
 */
export function createBatchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  options: { maxBatch?: number; patienceMs?: number } = {},
) {
  const maxBatch = options.maxBatch ?? 128;
  const patienceMs = options.patienceMs ?? 250;
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let pending = new Map<K, Waiter[]>();
  let pendingSince = 0;
  let inFlight = 0;
  let scheduled = false;
  let timer: NodeJS.Timeout | undefined;

  const run = async (batch: Map<K, Waiter[]>) => {
    inFlight += 1;
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    } finally {
      inFlight -= 1;
      flush();
    }
  };

  function flush() {
    scheduled = false;
    if (pending.size === 0) return;
    const waited = Date.now() - pendingSince;
    if (inFlight > 0 && waited < patienceMs) {
      timer ??= setTimeout(() => {
        timer = undefined;
        flush();
      }, patienceMs - waited);
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    let batch = pending;
    if (pending.size <= maxBatch) pending = new Map();
    else {
      batch = new Map([...pending].slice(0, maxBatch));
      for (const key of batch.keys()) pending.delete(key);
    }
    pendingSince = Date.now();
    void run(batch);
  }

  return {
    /** The value of `key` as a load started after this call finds it (undefined when absent). */
    get(key: K): Promise<V | undefined> {
      return new Promise((resolve, reject) => {
        if (pending.size === 0) pendingSince = Date.now();
        const waiters = pending.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
        // After the requests of this turn of the event loop have asked too: one load for all of them.
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
