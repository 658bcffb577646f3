import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, LoginRequestSchema } from '@rotawise/api-contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { loginErrorMessage, useLogin } from '../api/login';
import { AUTH_TEXTS } from '../texts';

export function LoginForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { username: '', password: '' },
    shouldFocusError: true,
  });
  const loginMutation = useLogin({
    onSuccess: (user) => {
      toast({ title: AUTH_TEXTS.loginSuccessTitle, description: AUTH_TEXTS.loginSuccess(user.username) });
      navigate('/dashboard');
    },
  });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, {
      onError: (error) => {
        toast({
          title: AUTH_TEXTS.loginFailedTitle,
          description: loginErrorMessage(error),
          variant: 'destructive',
        });
      },
    });
  });

  const pending = loginMutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Login">
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? AUTH_TEXTS.signingIn : AUTH_TEXTS.signIn}
      </Button>
    </form>
  );
}
