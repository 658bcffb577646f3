import type { VacationRequest } from '@rotawise/api-contract';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/lib/auth/get-user';
import { PAGE_TITLES } from '@/lib/texts';
import { useVacationRequests } from '../api/get-vacation-requests';
import { type Decision, DecisionDialog } from '../components/decision-dialog';
import { DeleteDialog } from '../components/delete-dialog';
import { EditDatesDialog } from '../components/edit-dates-dialog';
import { VacationRequestForm } from '../components/vacation-request-form';
import { type ListActions, VacationRequestList } from '../components/vacation-request-list';
import { VACATION_TEXTS } from '../texts';

type Tab = 'all' | 'mine' | 'new';

/** The spec's toast for a list that fails to load, once per failure, beside the card's own message. */
function useFetchFailedToast(error: Error | null) {
  useEffect(() => {
    if (error)
      toast({ title: VACATION_TEXTS.fetchFailed, description: error.message, variant: 'destructive' });
  }, [error]);
}

/**
 * Vacation requests. Admin tabs: All Requests (default), My Requests, New Request; staff tabs: New Request
 * (default), My Requests. Staff see and manage only their own; an admin approves, denies, re-responds,
 * edits dates and deletes decided requests.
 */
export default function VacationRequestsPage() {
  const { data: user } = useUser();
  const isAdmin = user?.isAdmin ?? false;
  const staffId = user?.staffId ?? null;
  // Until a tab is chosen, the default follows the role (the user may still be loading on first render).
  const [chosenTab, setTab] = useState<Tab | null>(null);
  const tab = chosenTab ?? (isAdmin ? 'all' : 'new');

  const all = useVacationRequests({ enabled: isAdmin });
  const mine = useVacationRequests({ staffId: staffId ?? undefined, enabled: staffId !== null });
  useFetchFailedToast(all.error ?? mine.error);

  const [deciding, setDeciding] = useState<{ request: VacationRequest; decision: Decision } | null>(null);
  const [editing, setEditing] = useState<VacationRequest | null>(null);
  const [deleting, setDeleting] = useState<VacationRequest | null>(null);
  const actions: ListActions = {
    onDecide: (request, decision) => setDeciding({ request, decision }),
    onEditDates: setEditing,
    onDelete: setDeleting,
  };
  const viewer = { isAdmin, staffId };

  const tabs: { value: Tab; label: string }[] = isAdmin
    ? [
        { value: 'all', label: 'All Requests' },
        { value: 'mine', label: 'My Requests' },
        { value: 'new', label: 'New Request' },
      ]
    : [
        { value: 'new', label: 'New Request' },
        { value: 'mine', label: 'My Requests' },
      ];

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.vacationRequests}
        description={
          isAdmin
            ? 'Review the department’s time off: approve, deny, adjust dates or tidy up decided requests.'
            : 'Ask for time off and follow your requests until they are decided.'
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="w-full sm:w-auto">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {isAdmin ? (
          <TabsContent value="all">
            <VacationRequestList
              label="All vacation requests"
              requests={all.data}
              isPending={all.isPending}
              error={all.error}
              onRetry={() => void all.refetch()}
              retrying={all.isFetching}
              viewer={viewer}
              showNames
              actions={actions}
              onNewRequest={() => setTab('new')}
            />
          </TabsContent>
        ) : null}
        <TabsContent value="mine">
          {staffId === null ? (
            <p className="rounded-md border border-dashed border-border p-6 text-sm text-muted-foreground">
              Your account is not linked to a staff profile, so it has no vacation requests of its own.
            </p>
          ) : (
            <VacationRequestList
              label="My vacation requests"
              requests={mine.data}
              isPending={mine.isPending}
              error={mine.error}
              onRetry={() => void mine.refetch()}
              retrying={mine.isFetching}
              viewer={viewer}
              showNames={false}
              actions={actions}
              onNewRequest={() => setTab('new')}
            />
          )}
        </TabsContent>
        <TabsContent value="new">
          <Card>
            <CardHeader>
              <CardTitle>New Request</CardTitle>
              <CardDescription>
                Days from the start to the end date, both included. A scheduler approves or denies it.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <VacationRequestForm staffId={staffId} onCreated={() => setTab('mine')} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <DecisionDialog target={deciding} onClose={() => setDeciding(null)} />
      <EditDatesDialog request={editing} onClose={() => setEditing(null)} />
      <DeleteDialog request={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
