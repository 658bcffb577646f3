// Weekday names ("Mondays", "fri", "weekdays") and the word "weekend(s)" in a normalised clause.

import { blank, sortedNumbers } from './text.js';

export interface WeekdayExtraction {
  /** 0 = Sunday ... 6 = Saturday, sorted, unique. */
  readonly weekdays: number[];
  /** The clause said "weekend(s)" (not a dated weekend, which the date extractor took). */
  readonly weekend: boolean;
  readonly rest: string;
}

const DAY_NAMES: Array<[RegExp, number]> = [
  [/\bsun(?:day)?s?\b/g, 0],
  [/\bmon(?:day)?s?\b/g, 1],
  [/\btue(?:s(?:day)?)?s?\b/g, 2],
  [/\bwed(?:nesday)?s?\b/g, 3],
  [/\bthu(?:r(?:s(?:day)?)?)?s?\b/g, 4],
  [/\bfri(?:day)?s?\b/g, 5],
  [/\bsat(?:urday)?s?\b/g, 6],
];

const NAME =
  '(sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)s?';
const ORDER = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function extractWeekdays(clause: string): WeekdayExtraction {
  const weekdays: number[] = [];
  let weekend = false;
  // Ranges of weekdays: "Mon-Wed", "Mon to Wed", "Fri-Sun" (wrapping over the weekend).
  let rest = clause.replace(
    new RegExp(`\\b${NAME} ?(?:-|to|till|until) ?${NAME}\\b`, 'g'),
    (m, from: string, to: string) => {
      const a = ORDER.indexOf(from.slice(0, 3));
      const b = ORDER.indexOf(to.slice(0, 3));
      for (let d = a; ; d = (d + 1) % 7) {
        weekdays.push(d);
        if (d === b) break;
      }
      return blank(m);
    },
  );
  rest = rest.replace(/\bweek ?days?\b/g, (m) => {
    weekdays.push(1, 2, 3, 4, 5);
    return blank(m);
  });
  rest = rest.replace(/\bweek ?ends?\b/g, (m) => {
    weekend = true;
    return blank(m);
  });
  for (const [re, day] of DAY_NAMES) {
    rest = rest.replace(re, (m) => {
      weekdays.push(day);
      return blank(m);
    });
  }
  return { weekdays: sortedNumbers(weekdays), weekend, rest };
}
