import type { BrokenRule, Staff } from '@rotawise/api-contract';
import { AlertTriangle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import { sortedShifts, useShifts } from '@/lib/shift-types/get-shifts';
import { useAddScheduleEntry, useStaffOptions } from '../api/schedule-entries';
import { DASHBOARD_TEXTS } from '../texts';

/** Staff who may work a shift of these roles (a director also works DIRECTOR shifts). */
function eligible(staff: readonly Staff[], roles: readonly string[]): Staff[] {
  return staff
    .filter((p) => p.role !== 'SCHEDULER')
    .filter(
      (p) => roles.length === 0 || roles.includes(p.role) || (p.isDirector && roles.includes('DIRECTOR')),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The admin's plus button opens this: a day, a shift type and a person; Add stays disabled until both are
 * chosen. When the server says the shift breaks hard rules, the rules are listed and the admin adds it
 * anyway or cancels.
 */
export function AddEntryDialog({ date, onClose }: { date: string | null; onClose: () => void }) {
  const open = date !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>{open && <AddEntryForm initialDate={date} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function AddEntryForm({ initialDate, onClose }: { initialDate: string; onClose: () => void }) {
  const [date, setDate] = useState(initialDate);
  const [shiftType, setShiftType] = useState('');
  const [staffId, setStaffId] = useState('');
  const [warning, setWarning] = useState<BrokenRule[] | null>(null);
  const shifts = useShifts();
  const staff = useStaffOptions(true);
  const add = useAddScheduleEntry();
  const ids = { date: useId(), shift: useId(), staff: useId() };
  const types = sortedShifts(shifts.data);
  const chosenType = shifts.data?.[shiftType];
  const people = useMemo(
    () => eligible(staff.data ?? [], chosenType?.eligibleRoles ?? []),
    [staff.data, chosenType],
  );
  const ready = date !== '' && shiftType !== '' && staffId !== '';

  const submit = (confirm: boolean) =>
    add.mutate(
      { date, shiftType, staffId: Number(staffId), ...(confirm ? { confirm: true } : {}) },
      {
        onSuccess: (result) => {
          if (!result.entry) {
            setWarning(result.brokenRules);
            return;
          }
          toast({
            title: DASHBOARD_TEXTS.shiftAdded,
            description: DASHBOARD_TEXTS.shiftAddedBody(result.entry.staffName, result.entry.shiftName, date),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: DASHBOARD_TEXTS.addFailed,
            description: DASHBOARD_TEXTS.addFailedBody(error.message),
            variant: 'destructive',
          }),
      },
    );

  // Any change of choice asks the server again.
  const change = (apply: () => void) => {
    apply();
    setWarning(null);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{DASHBOARD_TEXTS.addShift}</DialogTitle>
        <DialogDescription>{DASHBOARD_TEXTS.addShiftDescription}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.date}>{DASHBOARD_TEXTS.date}</Label>
          <Input
            id={ids.date}
            type="date"
            value={date}
            onChange={(event) => change(() => setDate(event.target.value))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.shift}>{DASHBOARD_TEXTS.shiftType}</Label>
          <NativeSelect
            id={ids.shift}
            value={shiftType}
            onChange={(event) =>
              change(() => {
                setShiftType(event.target.value);
                setStaffId('');
              })
            }
          >
            <option value="" disabled>
              {DASHBOARD_TEXTS.chooseShiftType}
            </option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.displayName} ({type.startTime})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.staff}>{DASHBOARD_TEXTS.staffMember}</Label>
          <NativeSelect
            id={ids.staff}
            value={staffId}
            disabled={shiftType === ''}
            onChange={(event) => change(() => setStaffId(event.target.value))}
          >
            <option value="" disabled>
              {DASHBOARD_TEXTS.chooseStaffMember}
            </option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {warning && (
          <Alert variant="warning" data-testid="add-entry-warning">
            <AlertTriangle aria-hidden />
            <AlertTitle>{DASHBOARD_TEXTS.breaksRules(warning.length)}</AlertTitle>
            <AlertDescription className="grid gap-1.5">
              <ul className="grid gap-1">
                {warning.map((rule) => (
                  <li key={`${rule.rule}|${rule.message}`}>
                    <span className="font-semibold">{rule.rule}</span>: {rule.message}
                  </li>
                ))}
              </ul>
              <p>{DASHBOARD_TEXTS.breaksRulesBody}</p>
            </AlertDescription>
          </Alert>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={add.isPending}>
          {DASHBOARD_TEXTS.cancel}
        </Button>
        {warning ? (
          <Button variant="destructive" disabled={add.isPending} onClick={() => submit(true)}>
            {add.isPending ? DASHBOARD_TEXTS.adding : DASHBOARD_TEXTS.addAnyway}
          </Button>
        ) : (
          <Button disabled={!ready || add.isPending} onClick={() => submit(false)}>
            {add.isPending ? DASHBOARD_TEXTS.adding : DASHBOARD_TEXTS.add}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
