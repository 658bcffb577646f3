import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, ChangePasswordFormSchema, PROFILE_MESSAGES } from '@rotawise/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { useChangePassword } from '../api/change-password';
import { splitFieldMessage } from '../api/server-message';
import { LogoutButton } from '../components/logout-button';
import { PROFILE_TEXTS, SET_PASSWORD_TEXTS } from '../texts';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A login made with an initial password (staff management or an approved registration) must choose its
 * own before anything else; the server refuses every other call until it has.
 */
export default function SetPasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: async (answer) => {
          toast({ title: answer?.message || PROFILE_MESSAGES.passwordChanged, variant: 'success' });
          await queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey });
          navigate('/dashboard', { replace: true });
        },
        onError: (error) => {
          const { field, text } = splitFieldMessage(error.message);
          if (field === 'currentPassword' || field === 'newPassword')
            setError(field, { message: text }, { shouldFocus: true });
          toast({ title: PROFILE_TEXTS.changePasswordFailed, description: text, variant: 'destructive' });
        },
      },
    );
  });

  const pending = changePassword.isPending;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <PageHeader title={SET_PASSWORD_TEXTS.title} actions={<LogoutButton />} />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden /> {SET_PASSWORD_TEXTS.cardTitle}
          </CardTitle>
          <CardDescription>{SET_PASSWORD_TEXTS.explanation}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={SET_PASSWORD_TEXTS.title}>
            <FormField label="Initial Password" error={errors.currentPassword?.message}>
              <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
            </FormField>
            <FormField label="New Password" error={errors.newPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register('newPassword')} />
            </FormField>
            <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <Button type="submit" disabled={pending}>
              {pending ? SET_PASSWORD_TEXTS.saving : SET_PASSWORD_TEXTS.submit}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
