import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTE_RENDER_DELAY_MS } from '@/lib/ui-timings';

/** What a page shows while its chunk loads or during the route render delay. */
export function RouteFallback() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 py-2" aria-busy="true" aria-live="polite">
      <span className="sr-only">Loading page</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** Routes render after a short delay with a loading fallback (spec, Guards and loading: 10 ms). */
export function DelayedRender({
  children,
  delayMs = ROUTE_RENDER_DELAY_MS,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready ? children : <RouteFallback />;
}

/** The page slot of a layout: error boundary, lazy-chunk suspense and the render delay. */
export function RouteContent({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RouteFallback />}>
        <DelayedRender key={pathname}>{children ?? <Outlet />}</DelayedRender>
      </Suspense>
    </ErrorBoundary>
  );
}
