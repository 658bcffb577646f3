import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileRequestSchema, type User } from '@rotawise/api-contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { splitFieldMessage } from '../api/server-message';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_TEXTS } from '../texts';

// The contract's schema with both fields present: an empty box clears the value.
const ProfileFormSchema = UpdateProfileRequestSchema.required();
type ProfileFormInput = z.input<typeof ProfileFormSchema>;
type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

function valuesOf(user: Pick<User, 'email' | 'phone'>): ProfileFormInput {
  return { email: user.email ?? '', phone: user.phone ?? '' };
}

export function EditProfileDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: valuesOf(user),
    shouldFocusError: true,
  });

  const onOpenChange = (next: boolean) => {
    if (updateProfile.isPending) return;
    // Each opening starts from the saved values.
    if (next) reset(valuesOf(user));
    else updateProfile.reset();
    setOpen(next);
  };

  const onSubmit = handleSubmit((values) => {
    updateProfile.mutate(
      { email: values.email ?? '', phone: values.phone ?? '' },
      {
        onSuccess: () => {
          toast({ title: PROFILE_TEXTS.profileUpdated, variant: 'success' });
          setOpen(false);
        },
        onError: (error) => {
          const { field, text } = splitFieldMessage(error.message);
          if (field === 'email' || field === 'phone')
            setError(field, { message: text }, { shouldFocus: true });
          toast({ title: PROFILE_TEXTS.updateProfileFailed, description: text, variant: 'destructive' });
        },
      },
    );
  });

  const pending = updateProfile.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden /> Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>
            Your contact details on the staff list. Leave a box empty to remove the value.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Edit Profile">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
