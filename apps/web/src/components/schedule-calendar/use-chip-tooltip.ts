import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS } from './calendar-model';

export interface ChipTooltipState {
  entryId: string;
  left: number;
  top: number;
}

/**
 * One tooltip for the whole month (a 40-person month has several hundred chips): the grid listens for the
 * pointer entering a chip and shows the details after the spec's 700 ms delay.
 */
export function useChipTooltip() {
  const [tooltip, setTooltip] = useState<ChipTooltipState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hovered = useRef<string | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    hovered.current = null;
    setTooltip(null);
  }, []);

  useEffect(() => clear, [clear]);

  const onPointerOver = useCallback((event: PointerEvent<HTMLElement>) => {
    const chip = (event.target as HTMLElement).closest<HTMLElement>('[data-entry-id]');
    const entryId = chip?.dataset.entryId ?? null;
    if (entryId === hovered.current) return;
    hovered.current = entryId;
    if (timer.current) clearTimeout(timer.current);
    setTooltip(null);
    if (!chip || !entryId) return;
    timer.current = setTimeout(() => {
      const rect = chip.getBoundingClientRect();
      setTooltip({ entryId, left: rect.left, top: rect.bottom + 4 });
    }, TOOLTIP_DELAY_MS);
  }, []);

  return { tooltip, onPointerOver, onPointerLeave: clear };
}
