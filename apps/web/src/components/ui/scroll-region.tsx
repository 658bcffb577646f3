import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A named region that scrolls its content (a wide table, a long list). It takes keyboard focus so it can
 * be scrolled without a mouse (axe: scrollable-region-focusable), and shows the focus ring when it has it.
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: Omit<ComponentProps<'section'>, 'aria-label' | 'tabIndex'> & { label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
