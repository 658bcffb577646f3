import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROLE_LABELS,
  STAFF_ROLES,
  type Staff,
  type StaffInput,
  StaffInputSchema,
  type StaffRole,
  type StaffValues,
} from '@rotawise/api-contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { STAFF_TEXTS } from '../texts';

const EMPTY: StaffInput = {
  name: '',
  role: 'PHYSICIAN',
  isDirector: false,
  isAdmin: false,
  email: '',
  phone: '',
};

/** The edit form's values for a member; an unknown role falls back to PHYSICIAN (spec 3). */
export function formValuesOf(member: Staff | null): StaffInput {
  if (!member) return EMPTY;
  const role: StaffRole = (STAFF_ROLES as readonly string[]).includes(member.role)
    ? member.role
    : 'PHYSICIAN';
  return {
    name: member.name,
    role,
    isDirector: member.isDirector,
    isAdmin: member.isAdmin,
    email: member.email ?? '',
    phone: member.phone ?? '',
  };
}

interface StaffFormProps {
  member: Staff | null;
  /** Any save or delete running: submit and delete are disabled. */
  busy: boolean;
  saving: boolean;
  onSubmit: (values: StaffValues, reset: () => void) => void;
  onDelete?: () => void;
}

/** Create mode (member null) or edit mode, which adds 'Delete Staff Member'. */
export function StaffForm({ member, busy, saving, onSubmit, onDelete }: StaffFormProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StaffInput, unknown, StaffValues>({
    resolver: zodResolver(StaffInputSchema),
    defaultValues: formValuesOf(member),
    shouldFocusError: true,
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={member ? STAFF_TEXTS.editStaffTitle : STAFF_TEXTS.addStaffTitle}
      onSubmit={handleSubmit((values) => onSubmit(values, () => reset(EMPTY)))}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <NativeSelect {...register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...register('phone')} />
      </FormField>
      <div className="grid gap-3 rounded-md border border-border p-3">
        <label className="flex items-start gap-3 text-sm" htmlFor={`${formId}-isDirector`}>
          <Checkbox id={`${formId}-isDirector`} className="mt-0.5" {...register('isDirector')} />
          <span className="grid gap-0.5">
            <span className="font-medium">{STAFF_TEXTS.directorPrivileges}</span>
            <span className="text-xs text-muted-foreground">{STAFF_TEXTS.directorHint}</span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-sm" htmlFor={`${formId}-isAdmin`}>
          <Checkbox id={`${formId}-isAdmin`} className="mt-0.5" {...register('isAdmin')} />
          <span className="grid gap-0.5">
            <span className="font-medium">{STAFF_TEXTS.adminPrivileges}</span>
            <span className="text-xs text-muted-foreground">{STAFF_TEXTS.adminHint}</span>
          </span>
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {member && onDelete ? (
          <Button variant="destructive" onClick={onDelete} disabled={busy}>
            {STAFF_TEXTS.deleteMember}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={busy}>
          {saving ? STAFF_TEXTS.saving : member ? STAFF_TEXTS.update : STAFF_TEXTS.create}
        </Button>
      </div>
    </form>
  );
}
