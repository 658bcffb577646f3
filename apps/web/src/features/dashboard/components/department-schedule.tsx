import { useState } from 'react';
import { MonthlyCalendar } from '@/components/schedule-calendar/monthly-calendar';
import { CALENDAR_TEXTS } from '@/components/schedule-calendar/texts';
import type { CalendarEntry } from '@/components/schedule-calendar/types';
import { useApprovedVacations } from '@/lib/schedule/get-approved-vacations';
import { useMonthSchedule } from '@/lib/schedule/get-month-schedule';
import { DASHBOARD_TEXTS } from '../texts';
import { AddEntryDialog } from './add-entry-dialog';
import { ExportScheduleDialog } from './export-schedule-dialog';
import { GenerateScheduleDialog } from './generate-schedule-dialog';
import type { MonthYear } from './month-year-fields';
import { RemoveEntryDialog } from './remove-entry-dialog';

/**
 * The department tab: the month's calendar (published entries only for staff) with the Generate and
 * Export dialogs, and for admins the Add Shift and Remove Shift dialogs. The shown month is lifted so Administrator Controls delete the same month.
 */
export function DepartmentSchedule({
  shown,
  onMonthChange,
  isAdmin,
  staffId,
}: {
  shown: MonthYear;
  onMonthChange: (value: MonthYear) => void;
  isAdmin: boolean;
  staffId: number | null;
}) {
  const [dialog, setDialog] = useState<'generate' | 'export' | null>(null);
  const [addOn, setAddOn] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CalendarEntry | null>(null);
  // The server answers by the caller's rights: staff get published months only.
  const schedule = useMonthSchedule(shown.year, shown.month);
  const vacations = useApprovedVacations(shown.year, shown.month);
  return (
    <>
      {/* The calendar page's heading and subtitle (spec: what the product does). */}
      <div className="grid gap-0.5 print:hidden">
        <h2 className="text-lg font-semibold">{CALENDAR_TEXTS.title}</h2>
        <p className="text-sm text-muted-foreground">{CALENDAR_TEXTS.subtitle}</p>
      </div>
      <MonthlyCalendar
        year={shown.year}
        month={shown.month}
        entries={schedule.data ?? []}
        vacations={vacations.data ?? []}
        loading={schedule.isPending}
        isAdmin={isAdmin}
        currentStaffId={staffId}
        emptyText={DASHBOARD_TEXTS.noPublishedSchedule}
        onMonthChange={(year, month) => onMonthChange({ year, month })}
        onGenerate={() => setDialog('generate')}
        onExport={() => setDialog('export')}
        onAddEntry={isAdmin ? setAddOn : undefined}
        onRemoveEntry={isAdmin ? setRemoving : undefined}
      />
      {isAdmin && <AddEntryDialog date={addOn} onClose={() => setAddOn(null)} />}
      {isAdmin && <RemoveEntryDialog entry={removing} onClose={() => setRemoving(null)} />}
      <GenerateScheduleDialog
        open={dialog === 'generate'}
        onOpenChange={(open) => setDialog(open ? 'generate' : null)}
        initial={shown}
      />
      <ExportScheduleDialog
        open={dialog === 'export'}
        onOpenChange={(open) => setDialog(open ? 'export' : null)}
        initial={shown}
      />
    </>
  );
}
