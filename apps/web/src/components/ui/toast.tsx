import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@/lib/ui-timings';
import { cn } from '@/lib/utils';

/**
 * Toasts: one visible at a time (spec: toast limit 1), each shown for 5000 ms. A new toast replaces the
 * current one. The store lives outside React so mutations' callbacks can call `toast()` directly.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  current = { ...input, id, open: true };
  emit();
  return id;
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot() {
  return current;
}

export function useToastState(): ToastState | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function Toaster() {
  const item = useToastState();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {item ? (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative grid gap-1 rounded-md border p-4 pr-10 text-sm shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : item.variant === 'success'
                ? 'border-success-soft-foreground/30 bg-success-soft text-success-soft-foreground'
                : 'border-border bg-popover text-popover-foreground',
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description ? (
            <ToastPrimitive.Description className="opacity-90">{item.description}</ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
