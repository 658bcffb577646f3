import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A styled native select: accessible and light, for short fixed choices (months, years, widget types). */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 py-1 text-sm text-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
