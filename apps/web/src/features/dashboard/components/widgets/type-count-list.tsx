import { shiftDisplayName } from '@/components/schedule-calendar/calendar-model';
import type { TypeCount } from '../../utils/widget-stats';

/** Shift types with their counts as labelled bars: the numbers are text, the bar only repeats them. */
export function TypeCountList({ counts, label }: { counts: readonly TypeCount[]; label: string }) {
  const max = Math.max(1, ...counts.map((c) => c.count));
  return (
    <ul className="grid gap-1" aria-label={label}>
      {counts.map(({ shiftType, count }) => (
        <li key={shiftType} className="grid grid-cols-[6rem_1fr_2.5rem] items-center gap-2">
          <span className="truncate">{shiftDisplayName(shiftType)}</span>
          <span className="h-2 rounded-full bg-muted" aria-hidden>
            <span
              className="block h-2 rounded-full bg-primary"
              style={{ width: `${(count / max) * 100}%` }}
            />
          </span>
          <span className="text-right tabular-nums">{count}</span>
        </li>
      ))}
    </ul>
  );
}
