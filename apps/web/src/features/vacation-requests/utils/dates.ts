import { inclusiveDayCount } from '@rotawise/api-contract';

/** Today in the browser's own time zone as YYYY-MM-DD: "not in the past" means not before this day. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Dec 24, 2026" for a YYYY-MM-DD day (read as a calendar day, so no time zone can shift it). */
export function formatDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/** "Dec 24, 2026 – Jan 2, 2027", or one day when start and end agree. */
export function formatRange(startDate: string, endDate: string): string {
  return startDate === endDate ? formatDay(startDate) : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

/** "1 day" / "5 days": both ends counted. */
export function daysLabel(startDate: string, endDate: string): string {
  const days = inclusiveDayCount(startDate, endDate);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
