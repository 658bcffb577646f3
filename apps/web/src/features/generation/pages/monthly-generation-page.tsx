import {
  GENERATION_SECONDS,
  GENERATION_YEARS,
  type GenerationProgress,
  type GenerationResult,
  MONTH_NAMES,
} from '@rotawise/api-contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import type { GenerationEvent } from '@/lib/generation/generation-events';
import { GENERATION_FAILED_TITLE, generationFailedToast } from '@/lib/generation/generation-toast-texts';
import {
  useActiveSessions,
  useCancelSession,
  useClearMonth,
  useMonthExplanation,
  useMonthSchedule,
  useMonthStats,
  usePublishMonth,
  useStartGeneration,
} from '../api/generation-api';
import { EmployeeStatsTable } from '../components/employee-stats-table';
import { ExplanationPanel } from '../components/explanation-panel';
import { ScheduleGrid } from '../components/schedule-grid';
import { TemplateCalendar } from '../components/template-calendar';
import { useGenerationStream } from '../components/use-generation-stream';
import { GENERATION_TEXTS as T } from '../texts';

type Status = 'running' | 'completed' | 'failed' | 'cancelled';
interface SessionState {
  id: string;
  status: Status;
  progress: GenerationProgress | null;
  result: GenerationResult | null;
  error: string | null;
}

const BUDGETS = [10, 30, 60, 120] as const;
/** After a cancel the stream is not reopened for 2 s (spec). */
const CANCEL_SUPPRESS_MS = 2000;
const storageKey = (year: number, month: number) => `rotawise.generation.${year}-${month}`;

/** Only ended sessions are kept in local storage; a running one is found again in the active list. */
function readStored(year: number, month: number): SessionState | null {
  try {
    const raw = localStorage.getItem(storageKey(year, month));
    const stored = raw ? (JSON.parse(raw) as SessionState) : null;
    return stored && stored.status !== 'running' ? stored : null;
  } catch {
    return null;
  }
}

function valid(year: number, month: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    year >= GENERATION_YEARS.min &&
    year <= GENERATION_YEARS.max &&
    month >= 1 &&
    month <= 12
  );
}

export default function MonthlyGenerationPage() {
  const params = useParams();
  const year = Number(params.year);
  const month = Number(params.month);
  if (!valid(year, month)) {
    const now = new Date();
    return (
      <>
        <p className="text-sm text-muted-foreground">{T.redirecting}</p>
        <Navigate replace to={`/generate/${now.getFullYear()}/${now.getMonth() + 1}`} />
      </>
    );
  }
  return <MonthWorkspace key={`${year}-${month}`} year={year} month={month} />;
}

function MonthWorkspace({ year, month }: { year: number; month: number }) {
  const [search] = useSearchParams();
  const viewOnly = search.get('view') === 'progress';
  const yearMonth = `${year}-${String(month).padStart(2, '0')}`;
  const [session, setSession] = useState<SessionState | null>(() => readStored(year, month));
  const [budget, setBudget] = useState<number>(GENERATION_SECONDS.default);
  const [suppressUntil, setSuppressUntil] = useState(0);
  const active = useActiveSessions();
  const stats = useMonthStats(year, month);
  const entries = useMonthSchedule(year, month);
  const explanation = useMonthExplanation(year, month);
  const start = useStartGeneration();
  const cancel = useCancelSession();
  const publish = usePublishMonth(year, month);
  const clear = useClearMonth(year, month);

  const remember = useCallback(
    (next: SessionState) => {
      setSession(next);
      if (next.status === 'running') localStorage.removeItem(storageKey(year, month));
      else
        localStorage.setItem(storageKey(year, month), JSON.stringify({ ...next, progress: next.progress }));
    },
    [year, month],
  );

  // Re-adopt a running session from the server's active list (a reload, another tab, View Progress).
  useEffect(() => {
    const running = active.data?.find((s) => s.year === year && s.month === month);
    if (running && session?.id !== running.id && Date.now() > suppressUntil)
      remember({
        id: running.id,
        status: 'running',
        progress: running.currentProgress,
        result: null,
        error: null,
      });
  }, [active.data, year, month, session?.id, suppressUntil, remember]);

  // A month with stored statistics counts as completed even without a stored session.
  useEffect(() => {
    if (!session && (stats.data?.summary.totalShifts ?? 0) > 0)
      setSession({ id: 'stored', status: 'completed', progress: null, result: null, error: null });
  }, [session, stats.data]);

  const onEvent = useCallback(
    (event: GenerationEvent) => {
      setSession((current) => {
        if (!current) return current;
        let next: SessionState = current;
        if (event.type === 'progress') next = { ...current, progress: event.progress };
        if (event.type === 'complete') next = { ...current, status: 'completed', result: event.result };
        if (event.type === 'error') next = { ...current, status: event.status, error: event.message };
        if (next.status !== 'running') localStorage.setItem(storageKey(year, month), JSON.stringify(next));
        return next;
      });
      if (event.type !== 'progress') {
        void stats.refetch();
        void entries.refetch();
        void explanation.refetch();
        void active.refetch();
      }
      if (event.type === 'error' && event.status === 'failed')
        toast({ title: GENERATION_FAILED_TITLE, description: event.message, variant: 'destructive' });
    },
    [year, month, stats, entries, explanation, active],
  );
  useGenerationStream(
    yearMonth,
    session?.status === 'running' ? session.id : null,
    onEvent,
    T.connectionFailed,
  );

  const running = session?.status === 'running';
  const completed = session?.status === 'completed';
  const canGenerate = !viewOnly && !running;

  async function onGenerate() {
    try {
      const created = await start.mutateAsync({ year, month, timeLimitSeconds: budget });
      remember({ id: created.id, status: 'running', progress: null, result: null, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast(generationFailedToast(message, message || T.startFailed));
    }
  }

  async function onCancel() {
    if (!session) return;
    try {
      await cancel.mutateAsync(session.id);
      setSuppressUntil(Date.now() + CANCEL_SUPPRESS_MS);
      remember({ ...session, status: 'cancelled' });
    } catch {
      toast({ title: T.cancelFailed, variant: 'destructive' });
    }
  }

  async function onPublish() {
    try {
      await publish.mutateAsync();
      toast({ title: T.published, variant: 'success' });
    } catch (error) {
      toast({ title: T.publishFailed(error instanceof Error ? error.message : ''), variant: 'destructive' });
    }
  }

  async function onClear() {
    if (!window.confirm(T.clearConfirm)) return;
    try {
      await clear.mutateAsync();
      localStorage.removeItem(storageKey(year, month));
      setSession(null);
    } catch (error) {
      toast({ title: T.clearFailed(error instanceof Error ? error.message : ''), variant: 'destructive' });
    }
  }

  const prev = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  const progress = session?.progress;
  const statusText =
    running || completed
      ? T.statusLabels[session!.status]
      : session
        ? T.statusLabels[session.status]
        : T.ready;
  const result = session?.result;
  const hasSchedule = (entries.data ?? []).length > 0;

  return (
    <>
      <PageHeader title={`${MONTH_NAMES[month - 1]} ${year}`} />
      <nav className="mb-4 flex flex-wrap gap-4 text-sm">
        <Link className="text-primary underline" to="/schedule-generation">
          {T.backToCenter}
        </Link>
        <Link
          className="text-primary underline"
          to={`/generate/${prev.y}/${prev.m}`}
          aria-label={T.previousMonth}
        >
          ← {MONTH_NAMES[prev.m - 1]} {prev.y}
        </Link>
        <Link
          className="text-primary underline"
          to={`/generate/${next.y}/${next.m}`}
          aria-label={T.nextMonth}
        >
          {MONTH_NAMES[next.m - 1]} {next.y} →
        </Link>
      </nav>
      <div className="grid grid-cols-1 gap-6">
        <div className="grid gap-4 sm:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>{T.status}</CardTitle>
            </CardHeader>
            <CardContent data-testid="generation-status">{statusText}</CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{T.progress}</CardTitle>
            </CardHeader>
            <CardContent data-testid="generation-percent">
              {completed ? 100 : (progress?.percentageComplete ?? 0)}%
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{T.phase}</CardTitle>
            </CardHeader>
            <CardContent>{progress?.stepName ?? '—'}</CardContent>
          </Card>
        </div>

        {canGenerate ? (
          <Card>
            <CardContent className="flex flex-wrap items-end gap-3 pt-6">
              <label className="grid gap-1 text-sm">
                {T.budgetLabel}
                <select
                  className="h-9 rounded-md border border-input bg-background px-2"
                  value={budget}
                  onChange={(e) => setBudget(Number(e.target.value))}
                >
                  {BUDGETS.map((s) => (
                    <option key={s} value={s}>
                      {T.budgetSeconds(s)}
                    </option>
                  ))}
                </select>
              </label>
              <Button size="lg" onClick={onGenerate} disabled={start.isPending}>
                {T.generate}
              </Button>
            </CardContent>
          </Card>
        ) : null}

        {running || completed || session?.status === 'failed' || session?.status === 'cancelled' ? (
          <Card>
            <CardHeader>
              <CardTitle>{T.progress}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div
                role="progressbar"
                aria-label={T.progressBarLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={completed ? 100 : (progress?.percentageComplete ?? 0)}
                className="h-2 w-full overflow-hidden rounded bg-muted"
              >
                <div
                  className="h-full bg-primary transition-all"
                  style={{ width: `${completed ? 100 : (progress?.percentageComplete ?? 0)}%` }}
                />
              </div>
              <p className="text-sm" aria-live="polite">
                {session?.error ?? progress?.message ?? ''}
                {progress?.hardViolations !== undefined && running
                  ? ` · ${progress.hardViolations} hard, ${progress.softPenalty} soft`
                  : ''}
                {progress?.currentStaff && running
                  ? T.working(
                      progress.currentStaff.name,
                      progress.currentStaff.current,
                      progress.currentStaff.total,
                    )
                  : ''}
              </p>
              {running ? (
                <div>
                  <Button variant="destructive" onClick={onCancel} disabled={cancel.isPending}>
                    {T.cancel}
                  </Button>
                </div>
              ) : null}
            </CardContent>
          </Card>
        ) : null}

        {hasSchedule && !running ? (
          <Card>
            <CardHeader>
              <CardTitle>{T.results}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {result ? (
                <>
                  <p className="text-sm">
                    {T.summary(result.hardViolations, result.coveragePercent, result.requestsHonouredPercent)}
                  </p>
                  <p className="text-sm text-muted-foreground" data-testid="objective">
                    {T.objective(result.softPenalty, result.lowerBound, result.gapPercent)}
                  </p>
                </>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={onClear} disabled={clear.isPending}>
                  {T.clear}
                </Button>
                <Button
                  onClick={onPublish}
                  disabled={publish.isPending || stats.data?.status === 'published'}
                >
                  {stats.data?.status === 'published' ? T.published : T.publish}
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : null}

        {!running && !completed && !hasSchedule ? (
          <Card>
            <CardHeader>
              <CardTitle>{T.templateTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <TemplateCalendar year={year} month={month} />
            </CardContent>
          </Card>
        ) : null}

        {!running ? (
          <Card>
            <CardHeader>
              <CardTitle>{T.scheduleTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              {entries.error ? (
                <p className="text-sm text-destructive">{T.loadScheduleError(entries.error.message)}</p>
              ) : hasSchedule ? (
                <ScheduleGrid entries={entries.data!} year={year} month={month} label={T.scheduleTitle} />
              ) : (
                <p className="text-sm text-muted-foreground">{T.noTentative}</p>
              )}
            </CardContent>
          </Card>
        ) : null}

        {hasSchedule && !running ? (
          <>
            <Card>
              <CardHeader>
                <CardTitle>{T.statsTitle}</CardTitle>
              </CardHeader>
              <CardContent>
                {stats.error ? (
                  <p className="text-sm text-destructive">{T.statsError}</p>
                ) : (
                  <EmployeeStatsTable rows={stats.data?.employeeStats ?? []} />
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{T.explanationTitle}</CardTitle>
              </CardHeader>
              <CardContent>
                {explanation.data ? (
                  <ExplanationPanel explanation={explanation.data} staff={stats.data?.employeeStats ?? []} />
                ) : null}
              </CardContent>
            </Card>
          </>
        ) : null}
      </div>
    </>
  );
}
