import { format, isValid, parseISO } from 'date-fns';

/** 'Mar 4, 2026' for an ISO timestamp; the raw text when it does not parse. */
export function formatSubmitted(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : value;
}
