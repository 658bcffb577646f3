import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, ChangePasswordFormSchema, PROFILE_MESSAGES } from '@rotawise/api-contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from '../api/change-password';
import { splitFieldMessage } from '../api/server-message';
import { PROFILE_TEXTS } from '../texts';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });

  const onOpenChange = (next: boolean) => {
    if (changePassword.isPending) return;
    setOpen(next);
    if (!next) {
      reset(EMPTY);
      changePassword.reset();
    }
  };

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          toast({ title: answer?.message || PROFILE_MESSAGES.passwordChanged, variant: 'success' });
          reset(EMPTY);
          setOpen(false);
        },
        onError: (error) => {
          const { field, text } = splitFieldMessage(error.message);
          if (field === 'currentPassword' || field === 'newPassword') {
            setError(field, { message: text }, { shouldFocus: true });
          }
          toast({ title: PROFILE_TEXTS.changePasswordFailed, description: text, variant: 'destructive' });
        },
      },
    );
  });

  const pending = changePassword.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden /> Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password, then the new one twice. Other devices signed in to your account will
            be signed out.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change Password">
          <FormField label="Current Password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormField label="New Password" error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
