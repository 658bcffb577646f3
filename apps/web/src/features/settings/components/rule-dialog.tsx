import { zodResolver } from '@hookform/resolvers/zod';
import { type Tier1Rule, type Tier1RuleInput, Tier1RuleInputSchema } from '@rotawise/api-contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { SETTINGS_TEXTS } from '../texts';

type Values = z.output<typeof Tier1RuleInputSchema>;

function RuleForm({
  rule,
  pending,
  onSubmit,
}: {
  rule: Tier1Rule | null;
  pending: boolean;
  onSubmit: (v: Values) => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Tier1RuleInput, unknown, Values>({
    resolver: zodResolver(Tier1RuleInputSchema),
    defaultValues: rule
      ? {
          ruleName: rule.ruleName,
          ruleDescription: rule.ruleDescription,
          isEnforced: rule.isEnforced,
          ruleLevel: rule.ruleLevel,
        }
      : { ruleName: '', ruleDescription: '', isEnforced: true, ruleLevel: 'institutional' },
    shouldFocusError: true,
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(onSubmit)}
      aria-label={rule ? SETTINGS_TEXTS.editRuleTitle : SETTINGS_TEXTS.addRuleTitle}
    >
      <FormField label="Rule Name" error={errors.ruleName?.message}>
        <Input {...register('ruleName')} />
      </FormField>
      <FormField
        label="Rule Description"
        error={errors.ruleDescription?.message}
        description="Say it plainly, e.g. 'At least 10 hours of rest between shifts' or 'No more than 4 night shifts in a row'."
      >
        <Textarea rows={4} {...register('ruleDescription')} />
      </FormField>
      <FormField label="Rule Level" error={errors.ruleLevel?.message}>
        <NativeSelect {...register('ruleLevel')}>
          <option value="institutional">Institutional</option>
          <option value="individual">Individual</option>
        </NativeSelect>
      </FormField>
      <label className="flex items-center gap-3 text-sm" htmlFor={`${id}-enforced`}>
        <Checkbox id={`${id}-enforced`} {...register('isEnforced')} />
        Enforced
      </label>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? SETTINGS_TEXTS.saving : SETTINGS_TEXTS.saveRule}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add or edit a rule; the server reads the description and answers how it is enforced. */
export function RuleDialog({
  open,
  rule,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  rule: Tier1Rule | null;
  pending: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || pending ? undefined : onClose())}>
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{rule ? SETTINGS_TEXTS.editRuleTitle : SETTINGS_TEXTS.addRuleTitle}</DialogTitle>
          </DialogHeader>
          <RuleForm key={rule?.id ?? 'new'} rule={rule} pending={pending} onSubmit={onSubmit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
