// A month's schedule as a file: the spec's JSON, CSV, and a printable spreadsheet (one sheet, a row per day).
import type { ScheduleEntry } from '@rotawise/api-contract';
import ExcelJS from 'exceljs';
import { monthBounds } from './month-inputs.js';

export interface ExportShiftType {
  id: string;
  displayName: string;
  startTime: string;
}

export interface MonthExport {
  year: number;
  month: number;
  status: 'empty' | 'tentative' | 'published';
  shiftTypes: ExportShiftType[];
  entries: ScheduleEntry[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const exportFileName = (year: number, month: number, ext: 'json' | 'csv' | 'xlsx') =>
  `schedule-${year}-${String(month).padStart(2, '0')}.${ext}`;

export function toJson(data: MonthExport): string {
  return JSON.stringify(
    {
      year: data.year,
      month: data.month,
      status: data.status,
      exportedAt: new Date().toISOString(),
      entries: data.entries.map((e) => ({
        date: e.date,
        shiftType: e.shiftType,
        shiftName: e.shiftName,
        staffId: e.staffId,
        staffName: e.staffName,
        startTime: e.startTime,
        endTime: e.endTime,
        isConflict: e.isConflict,
        conflictReason: e.conflictReason,
      })),
    },
    null,
    2,
  );
}

/** RFC 4180: quotes around fields with commas, quotes or line breaks; a formula-looking start is defused. */
function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(data: MonthExport): string {
  const header = [
    'date',
    'weekday',
    'shiftType',
    'shiftName',
    'startTime',
    'endTime',
    'staffId',
    'staffName',
    'conflict',
    'conflictReason',
  ];
  const rows = data.entries.map((e) => [
    e.date,
    WEEKDAYS[new Date(`${e.date}T00:00:00Z`).getUTCDay()]!,
    e.shiftType,
    e.shiftName,
    e.startTime,
    e.endTime,
    e.staffId,
    e.staffName,
    e.isConflict,
    e.conflictReason,
  ]);
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** One sheet for the month: a row per day, a column per shift type worked that month, names in the cells. */
export async function toXlsx(data: MonthExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rotawise';
  const title = `${MONTHS[data.month - 1]} ${data.year}`;
  const sheet = workbook.addWorksheet(title, {
    pageSetup: {
      orientation: 'landscape',
      paperSize: 9, // A4
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:2',
      margins: { left: 0.3, right: 0.3, top: 0.4, bottom: 0.4, header: 0.2, footer: 0.2 },
    },
    headerFooter: { oddFooter: `${title} — page &P of &N` },
    views: [{ state: 'frozen', xSplit: 1, ySplit: 2 }],
  });
  const used = new Set(data.entries.map((e) => e.shiftType));
  const columns = data.shiftTypes.filter((s) => used.has(s.id));
  sheet.addRow([`Schedule ${title}${data.status === 'published' ? '' : ` (${data.status})`}`]);
  sheet.getRow(1).font = { bold: true, size: 14 };
  const header = sheet.addRow(['Day', ...columns.map((c) => `${c.displayName}\n${c.startTime}`)]);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
  });
  const byCell = new Map<string, string[]>();
  for (const e of data.entries) {
    const key = `${e.date}|${e.shiftType}`;
    byCell.set(key, [...(byCell.get(key) ?? []), e.isConflict ? `${e.staffName} (!)` : e.staffName]);
  }
  const { first, days } = monthBounds(data.year, data.month);
  for (let d = 1; d <= days; d++) {
    const date = `${first.slice(0, 8)}${String(d).padStart(2, '0')}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const row = sheet.addRow([
      `${WEEKDAYS[weekday]} ${d}`,
      ...columns.map((c) => (byCell.get(`${date}|${c.id}`) ?? []).join('\n')),
    ]);
    row.alignment = { wrapText: true, vertical: 'top' };
    if (weekday === 0 || weekday === 6)
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F4F6' } };
      });
  }
  sheet.getColumn(1).width = 9;
  for (let i = 0; i < columns.length; i++) sheet.getColumn(i + 2).width = 16;
  sheet.eachRow((row, n) => {
    if (n < 2) return;
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = {
        top: { style: 'thin' },
        bottom: { style: 'thin' },
        left: { style: 'thin' },
        right: { style: 'thin' },
      };
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
