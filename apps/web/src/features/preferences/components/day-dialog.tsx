import type { ShiftType as ShiftOption } from '@rotawise/api-contract';
import { type DailyRequest, type DailyRequestMode, MONTH_NAMES, WEEKDAY_NAMES } from '@rotawise/api-contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DAY_CHOICES, DAY_REASON_MAX, type DayChoiceKey, PREFERENCES_TEXTS } from '../texts';

export interface DayEdit {
  mode: DailyRequestMode | null;
  anyShift: boolean;
  selectedShifts: string[];
  /** Sent with every change, so changing the shifts keeps the reason given. */
  reason: string;
}

/** The day's reason (optional): typed freely, saved when the box is left and the text changed. */
function ReasonField({ request, onSave }: { request: DailyRequest; onSave: (reason: string) => void }) {
  const [text, setText] = useState(request.reason);
  const commit = () => {
    if (text.trim() !== request.reason) onSave(text.trim());
  };
  return (
    <FormField label={PREFERENCES_TEXTS.reasonLabel}>
      <Input
        value={text}
        maxLength={DAY_REASON_MAX}
        placeholder={PREFERENCES_TEXTS.reasonPlaceholder}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </FormField>
  );
}

/** "Tuesday 9 March 2027" for a YYYY-MM-DD (fixed words, whatever the browser's locale). */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/**
 * One day's choice: None, Day Off, Request to Work (any shift, or chosen ones) or Avoid Specific Shifts
 * (with a shift picker). Every change is saved at once by the caller; choosing a mode resets the shifts.
 */
export function DayDialog({
  date,
  current,
  shifts,
  saving,
  onChange,
  onClose,
}: {
  date: string | null;
  current: DailyRequest | undefined;
  shifts: ShiftOption[];
  saving: boolean;
  onChange: (edit: DayEdit) => void;
  onClose: () => void;
}) {
  const groupId = useId();
  const choice: DayChoiceKey = current?.mode ?? 'none';
  const pickMode = (key: DayChoiceKey) => {
    const mode = key === 'none' ? null : key;
    onChange({
      mode,
      anyShift: mode === 'request_to_work',
      selectedShifts: [],
      reason: current?.reason ?? '',
    });
  };
  const toggleShift = (id: string) => {
    if (!current) return;
    const selected = current.selectedShifts.includes(id)
      ? current.selectedShifts.filter((s) => s !== id)
      : [...current.selectedShifts, id];
    onChange({
      mode: current.mode,
      anyShift: current.anyShift,
      selectedShifts: selected,
      reason: current.reason,
    });
  };
  const showShifts =
    current?.mode === 'specific_shifts_off' || (current?.mode === 'request_to_work' && !current.anyShift);

  return (
    <Dialog open={date !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{date ? longDate(date) : ''}</DialogTitle>
          <DialogDescription>
            Your request for this day. Each change is saved straight away.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2" disabled={saving}>
          <legend className="mb-1 text-sm font-medium">Request</legend>
          {(Object.keys(DAY_CHOICES) as DayChoiceKey[]).map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={groupId}
                value={key}
                checked={choice === key}
                onChange={() => pickMode(key)}
                className="size-4 accent-primary"
              />
              {DAY_CHOICES[key]}
            </label>
          ))}
        </fieldset>
        {current?.mode === 'request_to_work' ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={current.anyShift}
              disabled={saving}
              onChange={(e) =>
                onChange({
                  mode: current.mode,
                  anyShift: e.target.checked,
                  selectedShifts: [],
                  reason: current.reason,
                })
              }
              className="size-4 accent-primary"
            />
            Any shift
          </label>
        ) : null}
        {showShifts ? (
          <fieldset className="grid gap-2" disabled={saving}>
            <legend className="mb-1 text-sm font-medium">
              {current?.mode === 'specific_shifts_off' ? 'Shifts to avoid' : 'Shifts you would like'}
            </legend>
            {shifts.length === 0 ? (
              <p className="text-sm text-muted-foreground">No shift types are set up yet.</p>
            ) : (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {shifts.map((shift) => (
                  <label key={shift.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={current?.selectedShifts.includes(shift.id) ?? false}
                      onChange={() => toggleShift(shift.id)}
                      className="size-4 accent-primary"
                    />
                    {shift.displayName}{' '}
                    <span className="text-xs text-muted-foreground">{shift.startTime}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        ) : null}
        {current ? (
          <ReasonField
            key={current.date}
            request={current}
            onSave={(reason) =>
              onChange({
                mode: current.mode,
                anyShift: current.anyShift,
                selectedShifts: current.selectedShifts,
                reason,
              })
            }
          />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
