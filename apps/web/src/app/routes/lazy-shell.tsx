import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';

type Shell = ComponentType<{ children?: ReactNode }>;

// The signed-in shell (menus, side sheet, polling) is its own chunk: public pages never download it.
let loaded: Shell | null = null;
const loadAppShell = () =>
  import('../shell/app-shell').then((module) => {
    loaded = module.AppShell;
    return { default: module.AppShell };
  });
const AppShellImpl = lazy(loadAppShell);

/** Starts downloading the shell early (the dashboard does so while the user still loads). */
export function preloadAppShell(): Promise<unknown> {
  return loadAppShell();
}

/**
 * The shell, through Suspense only while its chunk is missing. Once loaded it renders directly: a Suspense
 * fallback would hold the page back (React reveals suspended content at most every 300 ms).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  // Decided once per mount, so the shell is never remounted when its chunk arrives.
  const [Direct] = useState(() => loaded);
  if (Direct) return <Direct>{children}</Direct>;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppShellImpl>{children}</AppShellImpl>
    </Suspense>
  );
}
