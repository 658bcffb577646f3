/**
 * The serialized entries of recently read months, each with the schedule version it was read at (the
 * change_counters row that triggers raise on every write to entries or staff). A month read checks the
 * version in the same round trip as the month's status and serializes again only after a change, made
 * by this process or any other on the same database.
 */
export function createMonthCache(capacity = 48) {
  const months = new Map<string, { version: number; body: string }>();
  return {
    get(key: string, version: number): string | undefined {
      const hit = months.get(key);
      return hit && hit.version === version ? hit.body : undefined;
    },
    set(key: string, version: number, body: string): void {
      months.delete(key);
      months.set(key, { version, body });
      // Maps keep insertion order: the first key is the least recently stored.
      if (months.size > capacity) months.delete(months.keys().next().value!);
    },
  };
}

export type MonthCache = ReturnType<typeof createMonthCache>;
