import { lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';

// The signed-in shell (menus, side sheet, polling) is its own chunk: public pages never download it.
const AppShellImpl = lazy(() =>
  import('../shell/app-shell').then((module) => ({ default: module.AppShell })),
);

export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppShellImpl>{children}</AppShellImpl>
    </Suspense>
  );
}
