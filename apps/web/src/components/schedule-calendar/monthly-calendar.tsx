import { MONTH_NAMES } from '@rotawise/api-contract';
import { ChevronLeft, ChevronRight, Download, Plus, Sparkles } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CalendarFilterMenu, type FilterOptions } from './calendar-filter-menu';
import {
  applyFilter,
  COLLAPSED_SHIFTS_PER_DAY,
  entriesByDate,
  monthGrid,
  shiftDisplayName,
  timeRange,
  UNKNOWN_STAFF,
  vacationNamesByDate,
} from './calendar-model';
import { DayDialog } from './day-dialog';
import { MonthAgenda } from './month-agenda';
import { ShiftChip } from './shift-chip';
import { CALENDAR_TEXTS, WEEKDAY_SHORT } from './texts';
import { type CalendarEntry, type CalendarFilter, type CalendarVacation, EMPTY_FILTER } from './types';
import { useChipTooltip } from './use-chip-tooltip';
import { useIsPhone } from './use-is-phone';

export interface MonthlyCalendarProps {
  year: number;
  /** 1-12 */
  month: number;
  entries: readonly CalendarEntry[];
  vacations?: readonly CalendarVacation[];
  onMonthChange: (year: number, month: number) => void;
  /** Admins get the plus button on each day when this is given. */
  onAddEntry?: (date: string) => void;
  /** Admins get a Remove button on each shift of the day dialog when this is given. */
  onRemoveEntry?: (entry: CalendarEntry) => void;
  onGenerate?: () => void;
  onExport?: () => void;
  /** The signed-in person's staff id: their shifts are highlighted in the agenda. */
  currentStaffId?: number | null;
  isAdmin?: boolean;
  /** Shown instead of the days while the month loads. */
  loading?: boolean;
  /** What the agenda says when a month has no shifts. */
  emptyText?: string;
}

function filterOptions(entries: readonly CalendarEntry[]): FilterOptions {
  const types = new Set<string>();
  const roles = new Set<string>();
  const staff = new Map<number, string>();
  for (const entry of entries) {
    types.add(entry.shiftType);
    if (entry.staffRole) roles.add(entry.staffRole);
    if (entry.staffId != null) staff.set(entry.staffId, entry.staffName ?? UNKNOWN_STAFF);
  }
  return {
    shiftTypes: [...types].sort((a, b) =>
      shiftDisplayName(a).localeCompare(shiftDisplayName(b), 'en', { numeric: true }),
    ),
    roles: [...roles].sort(),
    staff: [...staff].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * The department's month: a Sunday-first grid of days, each listing its shifts in the spec's order with
 * the approved vacations' VCTN line. Arrow keys move between days, Enter opens one, Escape closes it.
 */
export function MonthlyCalendar({
  year,
  month,
  entries,
  vacations = [],
  onMonthChange,
  onAddEntry,
  onRemoveEntry,
  onGenerate,
  onExport,
  currentStaffId,
  isAdmin = false,
  loading = false,
  emptyText,
}: MonthlyCalendarProps) {
  const [autoExpand, setAutoExpand] = useState(true);
  const [filter, setFilter] = useState<CalendarFilter>(EMPTY_FILTER);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const isPhone = useIsPhone();
  const { tooltip, onPointerOver, onPointerLeave } = useChipTooltip();

  const weeks = useMemo(() => monthGrid(year, month), [year, month]);
  const options = useMemo(() => filterOptions(entries), [entries]);
  const shown = useMemo(() => applyFilter(entries, filter), [entries, filter]);
  const byDate = useMemo(() => entriesByDate(shown), [shown]);
  const byId = useMemo(() => new Map(entries.map((entry) => [String(entry.id), entry])), [entries]);
  const onLeave = useMemo(() => vacationNamesByDate(vacations, year, month), [vacations, year, month]);
  const days = useMemo(() => weeks.flat().flatMap((cell) => (cell.date ? [cell.date] : [])), [weeks]);
  const activeDate = focusedDate && days.includes(focusedDate) ? focusedDate : days[0]!;
  const title = `${MONTH_NAMES[month - 1]} ${year}`;

  const go = (delta: number) => {
    const index = year * 12 + month - 1 + delta;
    onMonthChange(Math.floor(index / 12), (index % 12) + 1);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = days[Math.min(days.length - 1, Math.max(0, days.indexOf(activeDate) + step))]!;
      setFocusedDate(next);
      gridRef.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).dataset.date) {
      event.preventDefault();
      setOpenDate((event.target as HTMLElement).dataset.date!);
    }
  };

  const tooltipEntry = tooltip ? byId.get(tooltip.entryId) : undefined;
  const canAdd = isAdmin && onAddEntry !== undefined;

  // A click on a chip opens its day, where every shift is listed (and, for admins, can be removed).
  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const chip = (event.target as HTMLElement).closest<HTMLElement>('[data-entry-id]');
    const entry = chip ? byId.get(chip.dataset.entryId!) : undefined;
    if (entry) setOpenDate(entry.date);
  };

  return (
    <section aria-label={title} data-print-month className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={CALENDAR_TEXTS.previousMonth}
            className="print:hidden"
            onClick={() => go(-1)}
          >
            <ChevronLeft />
          </Button>
          <h2 className="min-w-40 text-center text-lg font-semibold" data-testid="calendar-title">
            {title}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label={CALENDAR_TEXTS.nextMonth}
            className="print:hidden"
            onClick={() => go(1)}
          >
            <ChevronRight />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          {!isPhone && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={autoExpand}
                onChange={(event) => setAutoExpand(event.target.checked)}
              />
              {CALENDAR_TEXTS.autoExpand}
            </label>
          )}
          <CalendarFilterMenu options={options} filter={filter} onChange={setFilter} />
          {isPhone && canAdd && (
            <Button variant="outline" size="sm" onClick={() => onAddEntry(activeDate)}>
              <Plus aria-hidden />
              {CALENDAR_TEXTS.addShiftButton}
            </Button>
          )}
          {onExport && (
            <Button variant="outline" size="sm" onClick={onExport}>
              <Download aria-hidden />
              {CALENDAR_TEXTS.exportSchedule}
            </Button>
          )}
          {isAdmin && onGenerate && (
            <Button size="lg" onClick={onGenerate}>
              <Sparkles aria-hidden />
              {CALENDAR_TEXTS.generateSchedule}
            </Button>
          )}
        </div>
      </div>

      {isPhone ? (
        <MonthAgenda
          days={days}
          byDate={byDate}
          onLeave={onLeave}
          currentStaffId={currentStaffId}
          loading={loading}
          emptyText={emptyText}
          onRemove={isAdmin ? onRemoveEntry : undefined}
        />
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: delegated handlers for the focusable day cells (keys) and the chips (tooltip)
        <div
          ref={gridRef}
          className="overflow-hidden rounded-md border border-border"
          onKeyDown={onGridKeyDown}
          onClick={onGridClick}
          onPointerOver={onPointerOver}
          onPointerLeave={onPointerLeave}
        >
          <table className="w-full table-fixed border-collapse" aria-label={title} aria-busy={loading}>
            <thead>
              <tr className="bg-muted text-xs font-medium">
                {WEEKDAY_SHORT.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    className="border-b border-border px-2 py-1.5 text-muted-foreground"
                  >
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find((cell) => cell.date)?.date}>
                  {week.map((cell) => {
                    if (!cell.date) {
                      return <td key={cell.key} className="border border-border bg-subtle" />;
                    }
                    const dayEntries = byDate.get(cell.date) ?? [];
                    const visible = autoExpand ? dayEntries : dayEntries.slice(0, COLLAPSED_SHIFTS_PER_DAY);
                    const hidden = dayEntries.length - visible.length;
                    const leave = onLeave.get(cell.date);
                    return (
                      <td
                        key={cell.date}
                        data-date={cell.date}
                        tabIndex={cell.date === activeDate ? 0 : -1}
                        aria-label={`${cell.date}: ${dayEntries.length} shifts`}
                        onFocus={() => setFocusedDate(cell.date)}
                        className="h-28 border border-border p-1 align-top focus-visible:outline-offset-[-2px] print:h-auto print:p-0.5"
                      >
                        <div className="flex min-w-0 flex-col gap-0.5">
                          <div className="flex items-center justify-between">
                            <span className="text-xs font-semibold print:text-[7pt] print:leading-none">
                              {cell.day}
                            </span>
                            {canAdd && (
                              <button
                                type="button"
                                // Reachable with Tab on the focused day, like the day itself.
                                tabIndex={cell.date === activeDate ? 0 : -1}
                                aria-label={CALENDAR_TEXTS.addShift(cell.date)}
                                className="rounded-sm p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground print:hidden"
                                onClick={() => onAddEntry(cell.date!)}
                              >
                                <Plus className="size-3.5" aria-hidden />
                              </button>
                            )}
                          </div>
                          {leave && (
                            <p
                              className="truncate text-[11px] font-semibold text-destructive print:text-[6pt] print:leading-[1.1]"
                              data-testid="vacation-line"
                            >
                              {CALENDAR_TEXTS.vacation}: {leave.join(', ')}
                            </p>
                          )}
                          {/* Printed, a day's chips run in two columns so the month fits one page. */}
                          <div className="flex min-w-0 flex-col gap-0.5 print:grid print:grid-cols-2 print:gap-x-1 print:gap-y-0">
                            {visible.map((entry) => (
                              <ShiftChip key={entry.id} entry={entry} />
                            ))}
                          </div>
                          {hidden > 0 && (
                            <button
                              type="button"
                              tabIndex={-1}
                              className="text-left text-[11px] text-muted-foreground hover:underline"
                              onClick={() => setOpenDate(cell.date)}
                            >
                              {CALENDAR_TEXTS.more(hidden)}
                            </button>
                          )}
                        </div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {tooltip && tooltipEntry && (
        <div
          role="tooltip"
          style={{ left: tooltip.left, top: tooltip.top }}
          className="pointer-events-none fixed z-50 max-w-64 rounded-md border border-border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
        >
          <p className="font-semibold">{shiftDisplayName(tooltipEntry.shiftType, tooltipEntry.shiftName)}</p>
          <p>{tooltipEntry.staffName ?? UNKNOWN_STAFF}</p>
          {timeRange(tooltipEntry) && <p className="text-muted-foreground">{timeRange(tooltipEntry)}</p>}
          {tooltipEntry.isConflict && tooltipEntry.conflictReason && (
            <p className="mt-1 font-medium text-destructive">{tooltipEntry.conflictReason}</p>
          )}
        </div>
      )}

      <DayDialog
        date={openDate}
        entries={openDate ? (byDate.get(openDate) ?? []) : []}
        onLeave={openDate ? (onLeave.get(openDate) ?? []) : []}
        onAdd={
          canAdd
            ? (date) => {
                setOpenDate(null);
                onAddEntry(date);
              }
            : undefined
        }
        onRemove={
          isAdmin && onRemoveEntry
            ? (entry) => {
                setOpenDate(null);
                onRemoveEntry(entry);
              }
            : undefined
        }
        onClose={() => {
          const date = openDate;
          setOpenDate(null);
          if (date)
            requestAnimationFrame(() =>
              gridRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus(),
            );
        }}
      />
    </section>
  );
}
