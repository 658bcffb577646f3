// Words that may be left over in a clause without changing what it means: courtesy, the words that
// carry intent or firmness (read by intent.ts and priority.ts), and reasons people give. Any other
// word left over means the clause said something the parser did not understand, so it is declined.

const WORDS = `
  please pls plz thanks thank you thx ty ta cheers hi hello hey dear regards best kind sincerely team
  all everyone scheduler note fyi again sure yes ok okay fine alright just also too well so as though
  i i'm im me my mine we our us you your the a an it its it's that this these those there here
  be is are am was were been being have has had having do does did doing get getting got
  would could can should will shall may might d i'd id i'll ill i've ive let know hope
  of to with on in at for from by about some any
  much very lot really possibly maybe perhaps
  no not never none nothing fewer less cannot cant can't wont won't dont don't doesnt doesn't didnt
  isnt isn't arent aren't without n't
  off unavailable unable away out skip exclude avoid avoiding hate dislike bad busy vacation
  prefer preferably preferred like love enjoy want wish rather favour favor favourite favorite ideally
  only mostly more keen put give sign up assign schedule
  able available willing happy glad open free work working works worked pick cover covering
  must need needs needed essential absolutely definitely impossible non negotiable nonnegotiable
  mandatory required critical important possible poss ideal nice great good lovely appreciated
  appreciate helpful grateful hopefully hoping hopeful if where wherever
  fine ok mind matter matters bothered fussed whatever either flexible problem preference indifferent
  request requesting requested requests ask asking asked
  giving given assigned assigning scheduled rostered rota shifts shift time
  fan yes otherwise though however still suit suits anything
  because cos cause since due reason reasons
  wedding funeral childcare dentist doctor doctors gp hospital appointment appointments exam exams
  course courses conference birthday anniversary family kids kid children child school uni
  university college flight flights booked booking travel travelling traveling trip party graduation
  christening plans plan recover recovery moving house sister brother mum mom dad mother father
  daughter son wife husband partner friend friends personal religious event play
  nursery training teaching study recital pickup town person people nobody anyone staff keep then
  scheduling schedule rostering roster putting booking
  per month or and either nor every each starting start starts beginning
`;

export const KNOWN_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

/** Words after which the rest of a clause is a reason ("off the 10th for childcare"). */
const REASON_MARKERS = new Set(['for', 'because', 'cos', 'cause', 'as', 'since', 'due', '-']);

/** Words that change what a clause means even inside a reason or an aside: never excused. */
const DECIDING = new Set(
  'except unless every other after before week weeks weekend weekends day days night nights only not no if when last next first alternate'.split(
    ' ',
  ),
);
const ASIDE_DECIDING = new Set(
  'except unless every other after before only not no if when last next first alternate'.split(' '),
);

/**
 * Words of `rest` nobody explained. Words in parentheses (`aside`) and after a reason marker are
 * excused when that stretch holds no number and no word that could change the meaning.
 */
export function unknownWords(rest: string, aside: ReadonlySet<string>): string[] {
  const words = rest.split(/[\s:~/]+/).filter((w) => w.length > 0 && w !== "'");
  const out: string[] = [];
  let reason = false;
  const markerAt = words.findIndex((w) => REASON_MARKERS.has(w));
  if (markerAt >= 0) {
    const tail = words.slice(markerAt + 1);
    reason = tail.length > 0 && !tail.some((w) => /\d/.test(w) || DECIDING.has(w));
  }
  words.forEach((raw, i) => {
    const w = raw.replace(/^'+|'+$/g, '').replace(/'s$/, '');
    if (w.length === 0 || w === '-' || KNOWN_WORDS.has(w) || KNOWN_WORDS.has(raw)) return;
    if (aside.has(w) && !ASIDE_DECIDING.has(w) && !/\d/.test(w)) return;
    if (reason && i > markerAt) return;
    out.push(raw);
  });
  return out;
}
