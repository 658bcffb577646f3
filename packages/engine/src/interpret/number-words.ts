// Number words shared by the request interpreter and the mandatory-rule reader, so both read "five",
// "twenty four" and "twenty-four" the same way.

export const CARDINALS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
};

export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

export function ordinalSuffix(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const UNIT_WORDS = 'one|two|three|four|five|six|seven|eight|nine';
const UNIT_ORDINALS = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth';

/** "twenty four", "twenty-four" and "thirty first" to digits ("24", "24", "31st"). */
export function compoundNumbersToDigits(s: string): string {
  return s
    .replace(
      new RegExp(`\\b(twenty|thirty)[ -](${UNIT_ORDINALS})\\b`, 'g'),
      (_m, tens: string, unit: string) => ordinalSuffix((CARDINALS[tens] ?? 0) + (ORDINALS[unit] ?? 0)),
    )
    .replace(new RegExp(`\\b(twenty|thirty)[ -](${UNIT_WORDS})\\b`, 'g'), (_m, tens: string, unit: string) =>
      String((CARDINALS[tens] ?? 0) + (CARDINALS[unit] ?? 0)),
    );
}

/** Every cardinal number word ("five", "twenty four") to digits; other words are kept. */
export function cardinalsToDigits(s: string): string {
  return compoundNumbersToDigits(s).replace(/\b[a-z]+\b/g, (word) => {
    const n = CARDINALS[word];
    return n !== undefined ? String(n) : word;
  });
}
