import { PROFILE_MESSAGES } from '@rotawise/api-contract';
import { Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** Shown to accounts without a staff link (spec 2.3): they get no staff details and no Edit Profile. */
export function StandardAccountNotice() {
  return (
    <Alert>
      <Info aria-hidden />
      <AlertTitle>Standard Account</AlertTitle>
      <AlertDescription>{PROFILE_MESSAGES.noStaffLink}</AlertDescription>
    </Alert>
  );
}
