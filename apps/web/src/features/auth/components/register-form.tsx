import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTRATION_MESSAGES } from '@rotawise/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { REGISTRATION_REDIRECT_MS } from '@/lib/ui-timings';
import {
  type RegistrationForm,
  RegistrationFormSchema,
  useCreateRegistrationRequest,
  verificationErrorOf,
} from '../api/create-registration-request';
import {
  getRegistrationChallengeQueryOptions,
  useRegistrationChallenge,
} from '../api/get-registration-challenge';
import { AUTH_TEXTS } from '../texts';

const EMPTY: RegistrationForm = {
  name: '',
  email: '',
  organization: '',
  department: '',
  phoneNumber: '',
  captchaAnswer: '',
};

export function RegisterForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const challenge = useRegistrationChallenge({ enabled: !submitted });
  const createRequest = useCreateRegistrationRequest();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    reset,
    formState: { errors },
  } = useForm<RegistrationForm>({
    resolver: zodResolver(RegistrationFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const newChallenge = () => {
    resetField('captchaAnswer');
    void queryClient.invalidateQueries({ queryKey: getRegistrationChallengeQueryOptions().queryKey });
  };

  const onSubmit = handleSubmit((values) => {
    setFailed(false);
    if (!challenge.data) {
      setError(
        'captchaAnswer',
        { message: REGISTRATION_MESSAGES.verificationRequired },
        { shouldFocus: true },
      );
      return;
    }
    const { captchaAnswer, ...fields } = values;
    createRequest.mutate(
      { ...fields, captcha: { id: challenge.data.id, answer: Number(captchaAnswer) } },
      {
        onSuccess: () => {
          setSubmitted(true);
          reset(EMPTY);
          redirectTimer.current = setTimeout(() => navigate('/'), REGISTRATION_REDIRECT_MS);
        },
        onError: (error) => {
          newChallenge();
          const verificationError = verificationErrorOf(error);
          if (verificationError) {
            setError('captchaAnswer', { message: verificationError });
            setFocus('captchaAnswer');
            return;
          }
          setFailed(true);
        },
      },
    );
  });

  if (submitted) {
    return (
      <Alert variant="success">
        <CircleCheck aria-hidden />
        <AlertDescription>{REGISTRATION_MESSAGES.submitted}</AlertDescription>
      </Alert>
    );
  }

  const pending = createRequest.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Register">
      {failed ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertDescription>{AUTH_TEXTS.registrationSubmitFailed}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Full name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Organization" error={errors.organization?.message}>
          <Input autoComplete="organization" {...register('organization')} />
        </FormField>
        <FormField label="Department" error={errors.department?.message}>
          <Input {...register('department')} />
        </FormField>
      </div>
      <FormField label="Phone number" error={errors.phoneNumber?.message}>
        <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />
      </FormField>
      <fieldset className="grid gap-2 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-medium">Verification</legend>
        {challenge.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : challenge.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="text-destructive-soft-foreground dark:text-destructive">
              {AUTH_TEXTS.verificationUnavailable}
            </p>
            <Button variant="outline" size="sm" onClick={() => void challenge.refetch()}>
              <RefreshCw aria-hidden /> Retry
            </Button>
          </div>
        ) : (
          <FormField
            label="Verification answer"
            description={challenge.data?.question}
            error={errors.captchaAnswer?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...register('captchaAnswer')} />
          </FormField>
        )}
        {challenge.isError && errors.captchaAnswer?.message ? (
          <p className="text-sm font-medium text-destructive-soft-foreground dark:text-destructive">
            {errors.captchaAnswer.message}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? AUTH_TEXTS.submittingRegistration : AUTH_TEXTS.submitRegistration}
      </Button>
      <p className="text-xs text-muted-foreground">
        An administrator reviews every request. You will receive your login details once it is approved.
      </p>
    </form>
  );
}
