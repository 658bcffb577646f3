import type { DashboardWidget, WidgetType } from '@rotawise/api-contract';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  getBreakpointFromWidth,
  type Layout,
  ResponsiveGridLayout,
  useContainerWidth,
} from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSaveDashboardWidgets } from '../api/save-dashboard-widgets';
import { DASHBOARD_TEXTS } from '../texts';
import {
  applyLayout,
  DEFAULT_WIDGETS,
  GRID_BREAKPOINTS,
  GRID_COLS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  newWidget,
  sameLayout,
  WIDGET_MAX_H,
  WIDGET_MIN_H,
  WIDGET_MIN_W,
} from '../utils/widget-layout';
import { AddWidgetDialog } from './add-widget-dialog';
import { DepartmentStatsWidget } from './widgets/department-stats-widget';
import { MonthlyStatsWidget } from './widgets/monthly-stats-widget';
import { PendingRequestsWidget } from './widgets/pending-requests-widget';
import { PreferenceSummaryWidget } from './widgets/preference-summary-widget';
import { UpcomingShiftsWidget } from './widgets/upcoming-shifts-widget';
import { WidgetFrame } from './widgets/widget-frame';

function WidgetBody({ type, staffId, isAdmin }: { type: WidgetType; staffId: number; isAdmin: boolean }) {
  switch (type) {
    case 'UPCOMING_SHIFTS':
      return <UpcomingShiftsWidget staffId={staffId} />;
    case 'MONTHLY_STATS':
      return <MonthlyStatsWidget staffId={staffId} />;
    case 'PREFERENCE_SUMMARY':
      return <PreferenceSummaryWidget staffId={staffId} />;
    case 'PENDING_REQUESTS':
      return <PendingRequestsWidget staffId={staffId} />;
    case 'DEPARTMENT_STATS':
      return <DepartmentStatsWidget publishedOnly={!isAdmin} />;
  }
}

/** Breakpoints with the full 12 columns: only there do moves and resizes change the saved positions. */
const FULL_WIDTH_BREAKPOINTS = new Set(['lg', 'md']);

/**
 * The personal tab: widgets on react-grid-layout (spec grid constants), added, removed, moved and resized
 * locally; Save Layout sends them to PUT /api/user/dashboard-widgets.
 */
export default function PersonalDashboard({
  staffId,
  isAdmin,
  savedWidgets,
}: {
  staffId: number;
  isAdmin: boolean;
  savedWidgets: DashboardWidget[] | null;
}) {
  const initial = savedWidgets && savedWidgets.length > 0 ? savedWidgets : DEFAULT_WIDGETS;
  const [widgets, setWidgets] = useState<DashboardWidget[]>(() => [...initial]);
  const [saved, setSaved] = useState<DashboardWidget[]>(() => [...initial]);
  const { width, containerRef, mounted } = useContainerWidth();
  const save = useSaveDashboardWidgets();
  const dirty = !sameLayout(widgets, saved);

  const layout = useMemo(
    () =>
      widgets.map((widget) => ({
        i: widget.id,
        ...widget.position,
        minW: WIDGET_MIN_W,
        minH: WIDGET_MIN_H,
        maxH: WIDGET_MAX_H,
      })),
    [widgets],
  );
  const layouts = useMemo(() => ({ lg: layout, md: layout }), [layout]);

  const onLayoutChange = (next: Layout) => {
    if (!FULL_WIDTH_BREAKPOINTS.has(getBreakpointFromWidth(GRID_BREAKPOINTS, width))) return;
    setWidgets((current) => {
      const updated = applyLayout(current, next);
      return sameLayout(updated, current) ? current : updated;
    });
  };

  const onSave = () =>
    save.mutate(widgets, {
      onSuccess: ({ dashboardWidgets }) => {
        setSaved(dashboardWidgets);
        toast({
          title: DASHBOARD_TEXTS.dashboardSaved,
          description: DASHBOARD_TEXTS.dashboardSavedBody,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: DASHBOARD_TEXTS.saveFailed,
          description: DASHBOARD_TEXTS.saveFailedBody(error.message),
          variant: 'destructive',
        }),
    });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {dirty && (
          <span className="mr-auto text-sm text-muted-foreground">{DASHBOARD_TEXTS.unsavedChanges}</span>
        )}
        <AddWidgetDialog
          onAdd={(type) =>
            setWidgets((current) => [
              ...current,
              newWidget(type, current, `${type.toLowerCase()}-${Date.now()}`),
            ])
          }
        />
        <Button onClick={onSave} disabled={save.isPending}>
          <Save aria-hidden />
          {save.isPending ? DASHBOARD_TEXTS.saving : DASHBOARD_TEXTS.saveLayout}
        </Button>
      </div>
      {widgets.length === 0 && (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {DASHBOARD_TEXTS.noWidgets}
        </p>
      )}
      <div ref={containerRef} data-testid="widget-grid">
        {mounted && (
          <ResponsiveGridLayout
            width={width}
            layouts={layouts}
            breakpoints={GRID_BREAKPOINTS}
            cols={GRID_COLS}
            rowHeight={GRID_ROW_HEIGHT}
            margin={[GRID_MARGIN, GRID_MARGIN]}
            containerPadding={[0, 0]}
            dragConfig={{ handle: '.widget-drag-handle' }}
            onLayoutChange={onLayoutChange}
          >
            {widgets.map((widget) => (
              <div key={widget.id} data-widget-type={widget.type}>
                <WidgetFrame
                  title={DASHBOARD_TEXTS.widgetTitles[widget.type]}
                  onRemove={() => setWidgets((current) => current.filter((w) => w.id !== widget.id))}
                >
                  <WidgetBody type={widget.type} staffId={staffId} isAdmin={isAdmin} />
                </WidgetFrame>
              </div>
            ))}
          </ResponsiveGridLayout>
        )}
      </div>
    </div>
  );
}
