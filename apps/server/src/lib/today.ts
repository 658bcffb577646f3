/**
 * The earliest date that is still today somewhere on earth (UTC-12). Forms check "not in the past" against
 * the browser's own day; the server must not refuse a day that is today where the person is.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}
