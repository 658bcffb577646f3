import type { DashboardWidget, WidgetType } from '@rotawise/api-contract';

/** Spec, section 9 and validation: the personal widget grid. */
export const GRID_BREAKPOINTS = { lg: 1200, md: 996, sm: 768, xs: 480 } as const;
export const GRID_COLS = { lg: 12, md: 12, sm: 6, xs: 4 } as const;
export const GRID_ROW_HEIGHT = 80;
export const GRID_MARGIN = 12;
export const WIDGET_MIN_W = 3;
export const WIDGET_MIN_H = 2;
export const WIDGET_MAX_H = 8;

export const WIDGET_TYPES: readonly WidgetType[] = [
  'UPCOMING_SHIFTS',
  'MONTHLY_STATS',
  'PREFERENCE_SUMMARY',
  'PENDING_REQUESTS',
  'DEPARTMENT_STATS',
];

/** Spec, entities: the default layout. */
export const DEFAULT_WIDGETS: readonly DashboardWidget[] = [
  { id: 'upcoming-shifts', type: 'UPCOMING_SHIFTS', position: { x: 0, y: 0, w: 6, h: 4 } },
  { id: 'monthly-stats', type: 'MONTHLY_STATS', position: { x: 6, y: 0, w: 6, h: 4 } },
  { id: 'preference-summary', type: 'PREFERENCE_SUMMARY', position: { x: 0, y: 4, w: 6, h: 4 } },
  { id: 'pending-requests', type: 'PENDING_REQUESTS', position: { x: 6, y: 4, w: 6, h: 4 } },
  { id: 'department-stats', type: 'DEPARTMENT_STATS', position: { x: 0, y: 8, w: 12, h: 5 } },
];

/** A new widget is 6x4 (12x5 for department stats), placed below every other widget. */
export function newWidget(
  type: WidgetType,
  existing: readonly DashboardWidget[],
  id: string,
): DashboardWidget {
  const bottom = existing.reduce((max, widget) => Math.max(max, widget.position.y + widget.position.h), 0);
  const size = type === 'DEPARTMENT_STATS' ? { w: 12, h: 5 } : { w: 6, h: 4 };
  return { id, type, position: { x: 0, y: bottom, ...size } };
}

export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Applies the grid's positions to the widgets, keeping heights within the spec's 2-8 and width >= 3. */
export function applyLayout(
  widgets: readonly DashboardWidget[],
  layout: readonly GridItem[],
): DashboardWidget[] {
  const byId = new Map(layout.map((item) => [item.i, item]));
  return widgets.map((widget) => {
    const item = byId.get(widget.id);
    if (!item) return widget;
    return {
      ...widget,
      position: {
        x: item.x,
        y: item.y,
        w: Math.max(WIDGET_MIN_W, item.w),
        h: Math.min(WIDGET_MAX_H, Math.max(WIDGET_MIN_H, item.h)),
      },
    };
  });
}

export function sameLayout(a: readonly DashboardWidget[], b: readonly DashboardWidget[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
