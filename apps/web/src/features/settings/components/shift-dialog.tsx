import { zodResolver } from '@hookform/resolvers/zod';
import { CLINICAL_ROLES, type CreateShiftType, ROLE_LABELS, type ShiftType } from '@rotawise/api-contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SETTINGS_TEXTS } from '../texts';
import {
  CreateShiftFormSchema,
  type ShiftForm,
  ShiftFormSchema,
  shiftFormDefaults,
  toShiftInput,
} from './shift-form-schema';

function ShiftFormBody({
  shift,
  pending,
  onSubmit,
}: {
  shift: ShiftType | null;
  pending: boolean;
  onSubmit: (input: CreateShiftType) => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShiftForm>({
    resolver: zodResolver(shift ? ShiftFormSchema : CreateShiftFormSchema),
    defaultValues: shiftFormDefaults(shift),
    shouldFocusError: true,
  });
  const flag = (name: 'isSpecialty' | 'countsTowardTotal' | 'exemptFromCircadian', label: string) => (
    <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-${name}`}>
      <Checkbox id={`${id}-${name}`} {...register(name)} /> {label}
    </label>
  );
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((v) => onSubmit(toShiftInput(v)))}
      aria-label={shift ? SETTINGS_TEXTS.editShiftTitle : SETTINGS_TEXTS.addShiftTitle}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Shift ID"
          error={errors.id?.message}
          description={shift ? 'The id cannot change.' : 'Letters, numbers and underscores, e.g. SHIFT_7A.'}
        >
          <Input {...register('id')} readOnly={Boolean(shift)} autoComplete="off" />
        </FormField>
        <FormField label="Name" error={errors.name?.message}>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <FormField label="Display Name" error={errors.displayName?.message}>
          <Input {...register('displayName')} autoComplete="off" />
        </FormField>
        <FormField label="Start Time" error={errors.startTime?.message}>
          <Input type="time" step={900} {...register('startTime')} />
        </FormField>
        <FormField label="Duration (hours)" error={errors.hours?.message}>
          <Input type="number" min={0} max={24} {...register('hours', { valueAsNumber: true })} />
        </FormField>
        <FormField label="Duration (minutes)" error={errors.minutes?.message}>
          <NativeSelect {...register('minutes', { valueAsNumber: true })}>
            {[0, 15, 30, 45].map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Points (fairness)"
          error={errors.points?.message}
          description="How hard the shift counts: nights and weekends more."
        >
          <Input type="number" min={0} max={10} step={0.5} {...register('points', { valueAsNumber: true })} />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Eligible Roles</legend>
        <div className="flex flex-wrap gap-4">
          {CLINICAL_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm" htmlFor={`${id}-role-${role}`}>
              <Checkbox id={`${id}-role-${role}`} value={role} {...register('eligibleRoles')} />{' '}
              {ROLE_LABELS[role]}
            </label>
          ))}
        </div>
        {errors.eligibleRoles ? (
          <p className="text-sm font-medium text-destructive-soft-foreground dark:text-destructive">
            {errors.eligibleRoles.message}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-4">
        {flag('countsTowardTotal', 'Counts toward total')}
        {flag('isSpecialty', 'Specialty')}
        {flag('exemptFromCircadian', 'Exempt from circadian rules')}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? SETTINGS_TEXTS.saving : SETTINGS_TEXTS.saveShift}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function ShiftDialog({
  open,
  shift,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  shift: ShiftType | null;
  pending: boolean;
  onSubmit: (input: CreateShiftType) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || pending ? undefined : onClose())}>
      {open ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{shift ? SETTINGS_TEXTS.editShiftTitle : SETTINGS_TEXTS.addShiftTitle}</DialogTitle>
          </DialogHeader>
          <ShiftFormBody key={shift?.id ?? 'new'} shift={shift} pending={pending} onSubmit={onSubmit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
