/** Failed logins one address may make, across all usernames, per window: slows password spraying. */
export const FAILED_LOGINS_PER_ADDRESS = 30;
const WINDOW_MS = 15 * 60_000;
// Addresses tracked at most; past this the expired ones go, then the oldest.
const MAX_TRACKED = 10_000;

/**
 * Counts failed logins per client address in a fixed window (in memory, like the per-username limit).
 * A person who mistypes a few times never meets it; a run over many usernames from one address does.
 */
export function createFailedLoginLimiter(options: { max?: number; windowMs?: number } = {}) {
  const max = options.max ?? FAILED_LOGINS_PER_ADDRESS;
  const windowMs = options.windowMs ?? WINDOW_MS;
  const failures = new Map<string, { count: number; resetAt: number }>();

  const current = (address: string, now: number) => {
    const entry = failures.get(address);
    if (entry && entry.resetAt <= now) {
      failures.delete(address);
      return undefined;
    }
    return entry;
  };

  const prune = (now: number) => {
    for (const [address, entry] of failures) if (entry.resetAt <= now) failures.delete(address);
    for (const address of failures.keys()) {
      if (failures.size < MAX_TRACKED) break;
      failures.delete(address);
    }
  };

  return {
    isBlocked(address: string, now = Date.now()): boolean {
      return (current(address, now)?.count ?? 0) >= max;
    },
    recordFailure(address: string, now = Date.now()): void {
      const entry = current(address, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (failures.size >= MAX_TRACKED) prune(now);
      failures.set(address, { count: 1, resetAt: now + windowMs });
    },
  };
}
