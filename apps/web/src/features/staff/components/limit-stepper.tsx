import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A number with up and down steppers, kept within [min, max]. */
export function LimitStepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <Button
          size="icon"
          variant="outline"
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          className="w-20 text-center tabular-nums"
          min={min}
          max={max}
          value={value}
          onChange={(event) => {
            const n = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(n)) onChange(clamp(n));
          }}
        />
        <Button
          size="icon"
          variant="outline"
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}
