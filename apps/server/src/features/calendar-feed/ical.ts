// RFC 5545 iCalendar text for a person's published shifts.

export interface FeedShift {
  id: number;
  date: string;
  shiftName: string;
  startTime: string | null;
  endTime: string | null;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Content lines longer than 75 octets are folded: CRLF and a space (RFC 5545, 3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + (start === 0 ? 75 : 74));
    // Never cut a UTF-8 sequence in two.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const addDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const utcStamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * Local ("floating") start and end: the department's wall-clock times, shown as such by every calendar. A
 * shift ending at or before its start ends the next day.
 */
function times(shift: FeedShift): string[] {
  if (!shift.startTime || !shift.endTime)
    return [
      `DTSTART;VALUE=DATE:${compactDate(shift.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDay(shift.date))}`,
    ];
  const start = shift.startTime.replace(':', '');
  const end = shift.endTime.replace(':', '');
  const endDate = end <= start ? addDay(shift.date) : shift.date;
  return [`DTSTART:${compactDate(shift.date)}T${start}00`, `DTEND:${compactDate(endDate)}T${end}00`];
}

export function calendarFeed(options: {
  name: string;
  host: string;
  shifts: readonly FeedShift[];
  now?: Date;
}): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rotawise//Schedule feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Rotawise: ${options.name}`)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const shift of options.shifts)
    lines.push(
      'BEGIN:VEVENT',
      `UID:shift-${shift.id}@${options.host}`,
      `DTSTAMP:${stamp}`,
      ...times(shift),
      `SUMMARY:${escapeText(`${shift.shiftName} shift`)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
