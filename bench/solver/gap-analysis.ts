// npm run bench:gaps -- [DIR]
// Where an objective is lost. For each Curtois-Qu instance: a lower bound on the coverage part of the
// objective from capacity alone (type caps, days off and total minutes; no search), and, for a benchmark
// run's roster, its objective split into missing staff, extra staff and requests not granted. Read side
// by side with the best known value, it tells whether a gap is in coverage (the search misses a packing)
// or in requests (coverage is already at its bound). Parses the instance itself, like check-roster.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { maxTransport } from '@rotawise/engine';
import { BEST_KNOWN, CURTOIS_DATA } from './best-known.js';
import { sections } from './check-roster.js';

export interface CoverageBound {
  /** At least this many staff units are missing, per shift type and in all. */
  readonly underByType: Readonly<Record<string, number>>;
  readonly under: number;
  /** At least this many staff units are extra (people's minimum minutes exceed what coverage uses). */
  readonly over: number;
  /** Lower bound on the coverage part of the objective, hence on the objective. */
  readonly cost: number;
}

export interface ObjectiveSplit {
  readonly under: number;
  readonly underCost: number;
  readonly over: number;
  readonly overCost: number;
  /** Weights of shift-on requests not granted and shift-off requests violated. */
  readonly requestCost: number;
  readonly objective: number;
}

interface Instance {
  readonly horizon: number;
  readonly length: ReadonlyMap<string, number>;
  /** Per type, the types that may not be worked the next day. */
  readonly cannotFollow: ReadonlyMap<string, ReadonlySet<string>>;
  readonly staff: readonly {
    id: string;
    caps: ReadonlyMap<string, number>;
    maxMinutes: number;
    minMinutes: number;
    maxWeekends: number;
    daysOff: ReadonlySet<number>;
  }[];
  readonly cover: readonly { day: number; shift: string; req: number; under: number; over: number }[];
  readonly onRequests: readonly string[][];
  readonly offRequests: readonly string[][];
}

function readInstance(text: string): Instance {
  const sec = sections(text);
  const get = (k: string): string[][] => sec.get(k) ?? [];
  const daysOff = new Map(
    get('SECTION_DAYS_OFF').map((r) => [r[0]!, new Set(r.slice(1).filter(Boolean).map(Number))]),
  );
  return {
    horizon: Number(get('SECTION_HORIZON')[0]![0]),
    length: new Map(get('SECTION_SHIFTS').map((r) => [r[0]!, Number(r[1])])),
    cannotFollow: new Map(
      get('SECTION_SHIFTS').map((r) => [r[0]!, new Set((r[2] ?? '').split('|').filter(Boolean))]),
    ),
    staff: get('SECTION_STAFF').map((r) => ({
      id: r[0]!,
      caps: new Map(
        (r[1] ?? '')
          .split('|')
          .filter(Boolean)
          .map((kv) => [kv.split('=')[0]!, Number(kv.split('=')[1])] as const),
      ),
      maxMinutes: Number(r[2]),
      minMinutes: Number(r[3]),
      maxWeekends: Number(r[7]),
      daysOff: daysOff.get(r[0]!) ?? new Set<number>(),
    })),
    cover: get('SECTION_COVER').map((r) => ({
      day: Number(r[0]),
      shift: r[1]!,
      req: Number(r[2]),
      under: Number(r[3]),
      over: Number(r[4]),
    })),
    onRequests: get('SECTION_SHIFT_ON_REQUESTS'),
    offRequests: get('SECTION_SHIFT_OFF_REQUESTS'),
  };
}

/**
 * Capacity bound on coverage. Missing units of a type: at least what its per-person caps leave short over
 * the horizon, and at least what the people able and available on each day leave short that day. Missing
 * units in all: also at least the required minutes beyond everyone's maximum, in units of the longest
 * shift, and at least the weekend days required beyond what everyone's most weekends allow (a person
 * works one shift a day; instances start on a Monday), counting a weekend as two days only as often as
 * the successions let Sunday's demand follow Saturday's. Extra units: the minutes everyone must work
 * beyond the required minutes that can still be covered, in units of the longest shift. Each unit is
 * priced at the smallest weight it could have.
 */
export function coverageBound(text: string): CoverageBound {
  const inst = readInstance(text);
  const cap = (p: Instance['staff'][number], t: string): number => p.caps.get(t) ?? inst.horizon;
  const underByType: Record<string, number> = {};
  let typeUnder = 0;
  let underCost = 0;
  let underMinutes = 0;
  for (const t of inst.length.keys()) {
    const slots = inst.cover.filter((c) => c.shift === t && c.req > 0);
    if (slots.length === 0) continue;
    const required = slots.reduce((n, c) => n + c.req, 0);
    const supply = inst.staff.reduce((n, p) => n + Math.min(cap(p, t), inst.horizon - p.daysOff.size), 0);
    const byCaps = Math.max(0, required - supply);
    const byDays = slots.reduce((n, c) => {
      const able = inst.staff.filter((p) => cap(p, t) > 0 && !p.daysOff.has(c.day)).length;
      return n + Math.max(0, c.req - able);
    }, 0);
    const units = Math.max(byCaps, byDays);
    underByType[t] = units;
    typeUnder += units;
    underCost += units * Math.min(...slots.map((c) => c.under));
    underMinutes += units * inst.length.get(t)!;
  }
  const longest = Math.max(...inst.length.values());
  const requiredMinutes = inst.cover.reduce((n, c) => n + c.req * (inst.length.get(c.shift) ?? 0), 0);
  const maxMinutes = inst.staff.reduce((n, p) => n + p.maxMinutes, 0);
  const minMinutes = inst.staff.reduce((n, p) => n + p.minMinutes, 0);
  const byMinutes = Math.max(0, Math.ceil((requiredMinutes - maxMinutes) / longest));
  const minUnder = Math.min(...inst.cover.map((c) => c.under));
  const byWeekends = Math.max(weekendShortfall(inst), weekendPairShortfall(inst));
  const weekendSlots = inst.cover.filter((c) => isWeekend(c.day) && c.req > 0);
  const minWeekendUnder = Math.min(...weekendSlots.map((c) => c.under));
  const under = Math.max(typeUnder, byMinutes, byWeekends);
  const over = Math.max(0, Math.ceil((minMinutes - (requiredMinutes - underMinutes)) / longest));
  const minOver = Math.min(...inst.cover.map((c) => c.over));
  return {
    underByType,
    under,
    over,
    cost: Math.max(underCost, byMinutes * minUnder, byWeekends * minWeekendUnder) + over * minOver,
  };
}

const isWeekend = (day: number): boolean => day % 7 >= 5;

/**
 * Weekend staff units that must go missing: the weekend days required, less what each person can give on
 * their best `maxWeekends` weekends (two days each, less their days off).
 */
function weekendShortfall(inst: Instance): number {
  const required = inst.cover.reduce((n, c) => n + (isWeekend(c.day) ? c.req : 0), 0);
  const weeks = Math.floor(inst.horizon / 7);
  let supply = 0;
  for (const p of inst.staff) {
    const days = Array.from({ length: weeks }, (_, w) =>
      [7 * w + 5, 7 * w + 6].reduce((n, d) => n + (p.daysOff.has(d) ? 0 : 1), 0),
    ).sort((a, b) => b - a);
    supply += days.slice(0, p.maxWeekends).reduce((n, k) => n + k, 0);
  }
  return Math.max(0, required - supply);
}

/**
 * Weekend staff units that must go missing because a person-weekend covers two units only when Sunday's
 * type may follow Saturday's. Per weekend, the most such pairs that both days' demand can use is a
 * maximum flow from Saturday's demand by type to Sunday's, over the allowed successions. Of the `budget`
 * person-weekends (everyone's maximum weekends), at most min(pairs, budget) cover two units and the rest
 * one each. It ignores who may work which type, so it is a relaxation.
 */
function weekendPairShortfall(inst: Instance): number {
  const weeks = Math.floor(inst.horizon / 7);
  const budget = inst.staff.reduce((n, p) => n + Math.min(p.maxWeekends, weeks), 0);
  const types = [...inst.length.keys()];
  const allowed = types.map((a) => types.map((b) => !inst.cannotFollow.get(a)?.has(b)));
  // Demand by day and type, read once (the cover list holds a row per day and type).
  const byDayType = new Map<string, number>();
  for (const c of inst.cover) {
    const key = `${c.day}|${c.shift}`;
    byDayType.set(key, (byDayType.get(key) ?? 0) + c.req);
  }
  const demand = (day: number): number[] => types.map((t) => byDayType.get(`${day}|${t}`) ?? 0);
  let required = 0;
  let pairs = 0;
  for (let w = 0; w < weeks; w++) {
    const sat = demand(7 * w + 5);
    const sun = demand(7 * w + 6);
    required += [...sat, ...sun].reduce((n, k) => n + k, 0);
    pairs += maxTransport(sat, sun, allowed);
  }
  const full = Math.min(pairs, budget);
  return Math.max(0, required - full * 2 - (budget - full));
}

/** A roster's objective split into missing staff, extra staff and requests (sums to the objective). */
export function splitObjective(text: string, roster: Record<string, readonly string[]>): ObjectiveSplit {
  const inst = readInstance(text);
  const cell = (e: string, d: number): string => roster[e]?.[d] ?? '';
  let under = 0;
  let underCost = 0;
  let over = 0;
  let overCost = 0;
  for (const c of inst.cover) {
    const n = inst.staff.filter((p) => cell(p.id, c.day) === c.shift).length;
    if (n < c.req) {
      under += c.req - n;
      underCost += (c.req - n) * c.under;
    } else {
      over += n - c.req;
      overCost += (n - c.req) * c.over;
    }
  }
  let requestCost = 0;
  for (const r of inst.onRequests) if (cell(r[0]!, Number(r[1])) !== r[2]) requestCost += Number(r[3]);
  for (const r of inst.offRequests) if (cell(r[0]!, Number(r[1])) === r[2]) requestCost += Number(r[3]);
  return { under, underCost, over, overCost, requestCost, objective: underCost + overCost + requestCost };
}

/** Markdown table: best known, the coverage bound and, where a run's roster is given, its split. */
export function gapTable(
  rows: readonly { n: number; bound: CoverageBound; split?: ObjectiveSplit }[],
  bestKnown: Readonly<Record<number, number>>,
): string {
  const lines = [
    '| Instance | Best known | Coverage bound (missing, extra) | Run: objective | Run: missing (cost) | Run: extra (cost) | Run: requests |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const { n, bound, split } of rows) {
    const run = split
      ? `${split.objective} | ${split.under} (${split.underCost}) | ${split.over} (${split.overCost}) | ${split.requestCost}`
      : '- | - | - | -';
    lines.push(
      `| Instance${n} | ${bestKnown[n] ?? '-'} | ${bound.cost} (${bound.under}, ${bound.over}) | ${run} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const args = process.argv.slice(2);
  const dataAt = args.indexOf('--data');
  const data = resolve(cwd, dataAt >= 0 ? args[dataAt + 1]! : CURTOIS_DATA);
  const run = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--data');
  const rows = Object.keys(BEST_KNOWN)
    .map(Number)
    .flatMap((n) => {
      const file = join(data, `Instance${n}.txt`);
      if (!existsSync(file)) return [];
      const text = readFileSync(file, 'utf8');
      const result = run ? join(resolve(cwd, run), `Instance${n}.json`) : undefined;
      const split =
        result && existsSync(result)
          ? splitObjective(
              text,
              (JSON.parse(readFileSync(result, 'utf8')) as { roster: Record<string, string[]> }).roster,
            )
          : undefined;
      return [{ n, bound: coverageBound(text), ...(split ? { split } : {}) }];
    });
  process.stdout.write(gapTable(rows, BEST_KNOWN));
}
