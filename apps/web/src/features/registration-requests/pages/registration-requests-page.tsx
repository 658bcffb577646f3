import type { RegistrationRequest } from '@rotawise/api-contract';
import { CircleAlert, Inbox, RefreshCw, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { InitialLoginDialog, type IssuedLogin } from '@/components/initial-login-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth/get-user';
import { PAGE_TITLES } from '@/lib/texts';
import { useRegistrationRequests } from '../api/get-registration-requests';
import { RegistrationRequestsTable } from '../components/registration-requests-table';
import { ReviewDialog } from '../components/review-dialog';
import { REGISTRATION_REQUESTS_TEXTS } from '../texts';

export const OWNER_ONLY_NOTE = 'Only the owner account reviews registration requests.';

function OwnerOnlyNotice() {
  return (
    <Alert variant="warning">
      <ShieldAlert aria-hidden />
      <AlertTitle>{OWNER_ONLY_NOTE}</AlertTitle>
      <AlertDescription>
        Registration requests are reviewed by the account that owns this installation. Ask them if someone is
        waiting for access.
      </AlertDescription>
    </Alert>
  );
}

function LoadingTable() {
  return (
    <div className="grid gap-2 rounded-md border border-border bg-card p-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading registration requests...
      </span>
      <Skeleton className="h-6 w-full" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <Inbox className="size-6" aria-hidden />
        </span>
        <h2 className="text-base font-semibold">No registration requests yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          When someone asks for access on the Register tab of the sign-in page, their request appears here for
          you to approve or reject.
        </p>
      </CardContent>
    </Card>
  );
}

function summary(requests: RegistrationRequest[] | undefined): string {
  if (!requests) return 'Approve or reject requests for access to your department.';
  const pending = requests.filter((request) => request.status === 'pending').length;
  return `${pending} pending of ${requests.length} ${requests.length === 1 ? 'request' : 'requests'}. Approving a request creates the person's staff record and login.`;
}

export default function RegistrationRequestsPage() {
  const { data: user } = useUser();
  const isOwner = user?.isOwner ?? false;
  const list = useRegistrationRequests({ enabled: isOwner });
  const [reviewing, setReviewing] = useState<RegistrationRequest | null>(null);
  const [issued, setIssued] = useState<IssuedLogin | null>(null);

  const forbidden = !isOwner || (list.error instanceof ApiError && list.error.status === 403);

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.registrationRequests}
        description={forbidden ? undefined : summary(list.data)}
      />
      {forbidden ? (
        <OwnerOnlyNotice />
      ) : list.isPending ? (
        <LoadingTable />
      ) : list.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>{REGISTRATION_REQUESTS_TEXTS.loadFailed}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{list.error.message}</p>
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void list.refetch()}
                disabled={list.isFetching}
              >
                <RefreshCw aria-hidden /> Retry
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : list.data.length === 0 ? (
        <EmptyState />
      ) : (
        <RegistrationRequestsTable requests={list.data} onReview={setReviewing} />
      )}
      <ReviewDialog
        request={reviewing}
        onClose={() => setReviewing(null)}
        onInitialLogin={(login, name) => setIssued({ ...login, name })}
      />
      <InitialLoginDialog login={issued} onDone={() => setIssued(null)} />
    </>
  );
}
