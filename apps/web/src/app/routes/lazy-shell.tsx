import { lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';

// The signed-in shell (menus, side sheet, polling) is its own chunk: public pages never download it.
const loadAppShell = () => import('../shell/app-shell').then((module) => ({ default: module.AppShell }));
const AppShellImpl = lazy(loadAppShell);

/** Starts downloading the shell early (the dashboard does so while the user still loads). */
export function preloadAppShell(): void {
  void loadAppShell();
}

export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppShellImpl>{children}</AppShellImpl>
    </Suspense>
  );
}
