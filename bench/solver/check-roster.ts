// Independent checker for Curtois-Qu rosters: parses the instance itself (no engine code) and recomputes
// the objective and the hard-constraint violations exactly as the benchmark README defines them.
// Usage: tsx solver/check-roster.ts <InstanceN.txt> <InstanceN.json>
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface CheckResult {
  readonly objective: number;
  readonly hardViolations: number;
  /** One line per hard violation, for humans. */
  readonly problems: readonly string[];
}

type Row = string[];

/** The instance's sections by header, each a list of comma-split rows (comments and blanks dropped). */
export function sections(text: string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  let cur: Row[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#')) continue;
    if (!line) {
      cur = null;
      continue;
    }
    if (line.startsWith('SECTION_')) {
      cur = [];
      out.set(line, cur);
    } else if (cur) cur.push(line.split(',').map((x) => x.trim()));
  }
  return out;
}

export function checkRoster(instanceText: string, roster: Record<string, readonly string[]>): CheckResult {
  const sec = sections(instanceText);
  const get = (k: string): Row[] => sec.get(k) ?? [];
  const H = Number(get('SECTION_HORIZON')[0]![0]);
  const len = new Map<string, number>();
  const cannot = new Map<string, Set<string>>();
  for (const r of get('SECTION_SHIFTS')) {
    len.set(r[0]!, Number(r[1]));
    cannot.set(r[0]!, new Set((r[2] ?? '').split('|').filter(Boolean)));
  }
  const problems: string[] = [];
  const cell = (e: string, d: number): string => roster[e]?.[d] ?? '';
  for (const r of get('SECTION_STAFF')) {
    const e = r[0]!;
    const [maxTot, minTot, maxCons, minCons, minOff, maxWk] = r.slice(2, 8).map(Number) as number[];
    const caps = new Map(
      (r[1] ?? '')
        .split('|')
        .filter(Boolean)
        .map((kv) => [kv.split('=')[0]!, Number(kv.split('=')[1])] as const),
    );
    const row = Array.from({ length: H }, (_, d) => cell(e, d));
    if ((roster[e]?.length ?? 0) !== H)
      problems.push(`${e}: roster has ${roster[e]?.length ?? 0} days, expected ${H}`);
    const count = new Map<string, number>();
    let minutes = 0;
    row.forEach((s, d) => {
      if (!s) return;
      if (!len.has(s)) problems.push(`${e} day ${d}: unknown shift ${s}`);
      count.set(s, (count.get(s) ?? 0) + 1);
      minutes += len.get(s) ?? 0;
      if (d + 1 < H && row[d + 1] && cannot.get(s)?.has(row[d + 1]!))
        problems.push(`${e} day ${d + 1}: ${row[d + 1]} cannot follow ${s}`);
    });
    for (const [s, n] of count)
      if (n > (caps.get(s) ?? Number.POSITIVE_INFINITY)) problems.push(`${e}: ${n} x ${s} > ${caps.get(s)}`);
    if (minutes > maxTot!) problems.push(`${e}: ${minutes} minutes > ${maxTot}`);
    if (minutes < minTot!) problems.push(`${e}: ${minutes} minutes < ${minTot}`);
    for (let d = 0; d < H; ) {
      const on = row[d] !== '';
      let end = d;
      while (end + 1 < H && (row[end + 1] !== '') === on) end++;
      const n = end - d + 1;
      const interior = d !== 0 && end !== H - 1;
      if (on && n > maxCons!) problems.push(`${e} days ${d}-${end}: ${n} shifts in a row > ${maxCons}`);
      if (on && interior && n < minCons!)
        problems.push(`${e} days ${d}-${end}: ${n} shifts in a row < ${minCons}`);
      if (!on && interior && n < minOff!)
        problems.push(`${e} days ${d}-${end}: ${n} days off in a row < ${minOff}`);
      d = end + 1;
    }
    let weekends = 0;
    for (let sat = 5; sat + 1 < H; sat += 7) if (row[sat] || row[sat + 1]) weekends++;
    if (weekends > maxWk!) problems.push(`${e}: ${weekends} weekends > ${maxWk}`);
  }
  for (const r of get('SECTION_DAYS_OFF'))
    for (const d of r.slice(1).filter(Boolean).map(Number))
      if (cell(r[0]!, d)) problems.push(`${r[0]} day ${d}: works on a day off`);
  let objective = 0;
  for (const r of get('SECTION_SHIFT_ON_REQUESTS'))
    if (cell(r[0]!, Number(r[1])) !== r[2]) objective += Number(r[3]);
  for (const r of get('SECTION_SHIFT_OFF_REQUESTS'))
    if (cell(r[0]!, Number(r[1])) === r[2]) objective += Number(r[3]);
  const staff = get('SECTION_STAFF').map((r) => r[0]!);
  for (const r of get('SECTION_COVER')) {
    const d = Number(r[0]);
    const n = staff.filter((e) => cell(e, d) === r[1]).length;
    const req = Number(r[2]);
    objective += n < req ? (req - n) * Number(r[3]) : (n - req) * Number(r[4]);
  }
  return { objective, hardViolations: problems.length, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [instPath, rosterPath] = process.argv.slice(2);
  if (!instPath || !rosterPath) {
    console.error('usage: tsx solver/check-roster.ts <InstanceN.txt> <InstanceN.json>');
    process.exit(2);
  }
  const json = JSON.parse(readFileSync(rosterPath, 'utf8')) as { roster: Record<string, string[]> };
  const r = checkRoster(readFileSync(instPath, 'utf8'), json.roster);
  console.log(JSON.stringify({ objective: r.objective, hardViolations: r.hardViolations }, null, 2));
  for (const p of r.problems) console.log(`  ${p}`);
}
