import { GripVertical, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DASHBOARD_TEXTS } from '../../texts';

/** The card around a widget: a drag handle with the title, and the remove button. */
export function WidgetFrame({
  title,
  onRemove,
  children,
}: {
  title: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex h-full flex-col overflow-hidden rounded-md border border-border bg-card text-card-foreground"
    >
      <header className="flex items-center gap-1 border-b border-border px-2 py-1.5">
        <span className="widget-drag-handle flex min-w-0 flex-1 cursor-move items-center gap-1">
          <GripVertical className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <h3 className="truncate text-sm font-semibold">{title}</h3>
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={DASHBOARD_TEXTS.removeWidget(title)}
          onClick={onRemove}
        >
          <X />
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-auto p-3 text-sm">{children}</div>
    </section>
  );
}

/** The load-failure line every widget shows, with its retry. */
export function WidgetError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-destructive">{DASHBOARD_TEXTS.loadFailed}</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
        {DASHBOARD_TEXTS.retry}
      </Button>
    </div>
  );
}
