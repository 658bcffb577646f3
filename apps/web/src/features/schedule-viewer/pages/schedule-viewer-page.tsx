import { CalendarX, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { MonthlyCalendar } from '@/components/schedule-calendar/monthly-calendar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth/get-user';
import { useApprovedVacations } from '@/lib/schedule/get-approved-vacations';
import { useMonthSchedule } from '@/lib/schedule/get-month-schedule';
import { PAGE_TITLES } from '@/lib/texts';
import { ScheduleTable } from '../components/schedule-table';
import { VIEWER_TEXTS } from '../texts';
import { MONTHS_BACK, viewerMonths } from '../utils/viewer-months';

/** /schedule-viewer: one month at a time from a 13-month range, as a calendar or a table. */
export default function ScheduleViewerPage() {
  const { data: user } = useUser();
  const months = useMemo(() => viewerMonths(new Date()), []);
  const [index, setIndex] = useState(MONTHS_BACK);
  const selectId = useId();
  const shown = months[index]!;
  const isAdmin = user?.isAdmin ?? false;
  const schedule = useMonthSchedule(shown.year, shown.month, !isAdmin);
  const vacations = useApprovedVacations(shown.year, shown.month);
  const entries = schedule.data ?? [];

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title={PAGE_TITLES.scheduleViewer}
          description={VIEWER_TEXTS.description}
          actions={
            <Button asChild variant="outline">
              <Link to="/">{VIEWER_TEXTS.backToDashboard}</Link>
            </Button>
          }
        />
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-2 print:hidden">
        <Button
          variant="outline"
          size="icon"
          aria-label={VIEWER_TEXTS.previousMonth}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeft />
        </Button>
        <div className="grid gap-1">
          <Label htmlFor={selectId} className="sr-only">
            {VIEWER_TEXTS.month}
          </Label>
          <NativeSelect
            id={selectId}
            className="w-48"
            value={shown.value}
            onChange={(event) => setIndex(months.findIndex((m) => m.value === event.target.value))}
          >
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={VIEWER_TEXTS.nextMonth}
          disabled={index === months.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          <ChevronRight />
        </Button>
        {entries.length > 0 && (
          <Button variant="ghost" className="ml-auto" onClick={() => window.print()}>
            <Printer aria-hidden />
            {VIEWER_TEXTS.print}
          </Button>
        )}
      </div>

      {schedule.isPending ? (
        <Skeleton className="h-96" />
      ) : entries.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-md border border-dashed border-border px-6 py-12 text-center">
          <CalendarX className="size-8 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">{VIEWER_TEXTS.emptyTitle(shown.label)}</h2>
          <p className="text-sm text-muted-foreground">{VIEWER_TEXTS.emptyBody}</p>
          {isAdmin && (
            <Button asChild>
              <Link to="/schedule-generation">{VIEWER_TEXTS.goToGeneration}</Link>
            </Button>
          )}
        </div>
      ) : (
        <Tabs defaultValue="calendar">
          <TabsList className="w-full max-w-xs print:hidden">
            <TabsTrigger value="calendar">{VIEWER_TEXTS.calendarView}</TabsTrigger>
            <TabsTrigger value="table">{VIEWER_TEXTS.tableView}</TabsTrigger>
          </TabsList>
          <TabsContent value="calendar">
            <MonthlyCalendar
              year={shown.year}
              month={shown.month}
              entries={entries}
              vacations={vacations.data ?? []}
              currentStaffId={user?.staffId}
              onMonthChange={(year, month) => {
                const next = months.findIndex((m) => m.year === year && m.month === month);
                if (next >= 0) setIndex(next);
              }}
            />
          </TabsContent>
          <TabsContent value="table">
            <ScheduleTable entries={entries} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
