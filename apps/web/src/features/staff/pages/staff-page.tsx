import type { CreatedStaff, Staff, StaffValues } from '@rotawise/api-contract';
import { Plus, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { InitialLoginDialog, type IssuedLogin } from '@/components/initial-login-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { useCreateStaff } from '../api/create-staff';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaff } from '../api/get-staff';
import { useUpdateStaff } from '../api/update-staff';
import { nextSort, type SortState, visibleStaff } from '../components/staff-filters';
import { StaffForm } from '../components/staff-form';
import { StaffTable } from '../components/staff-table';
import { ROLE_FILTERS, type RoleFilter, STAFF_TEXTS } from '../texts';

// The charts (recharts) load only when the Staff Statistics tab opens, keeping the list quick.
const StaffStatistics = lazy(() =>
  import('../components/staff-statistics').then((m) => ({ default: m.StaffStatistics })),
);

type Editing = { mode: 'create' } | { mode: 'edit'; member: Staff } | null;

/** The spec's toast for a staff list that fails to load, once per failure, beside the card's message. */
function useLoadFailedToast(error: Error | null) {
  useEffect(() => {
    if (error)
      toast({ title: STAFF_TEXTS.errorTitle, description: STAFF_TEXTS.loadFailed, variant: 'destructive' });
  }, [error]);
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        {STAFF_TEXTS.loadFailed}
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export default function StaffPage() {
  const navigate = useNavigate();
  const staff = useStaff();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const remove = useDeleteStaff();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<RoleFilter>('ALL');
  const [sort, setSort] = useState<SortState | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmDelete, setConfirmDelete] = useState<Staff | null>(null);
  const [issued, setIssued] = useState<IssuedLogin | null>(null);
  useLoadFailedToast(staff.error);

  const busy = create.isPending || update.isPending || remove.isPending;
  const rows = useMemo(
    () => visibleStaff(staff.data ?? [], search, filter, sort),
    [staff.data, search, filter, sort],
  );

  const onSubmit = (values: StaffValues, reset: () => void) => {
    if (editing?.mode === 'edit') {
      update.mutate(
        { id: editing.member.id, ...values },
        {
          onSuccess: (member) => {
            toast({ title: STAFF_TEXTS.updated, description: member.name, variant: 'success' });
            setEditing(null);
          },
          onError: (error) =>
            toast({
              title: STAFF_TEXTS.errorTitle,
              description: STAFF_TEXTS.updateFailed(error.message),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: (created: CreatedStaff) => {
        toast({
          title: STAFF_TEXTS.created,
          description: STAFF_TEXTS.createdDescription(created.initialLogin.username),
          variant: 'success',
        });
        reset();
        setEditing(null);
        setIssued({ name: created.name, ...created.initialLogin });
      },
      onError: (error) =>
        toast({
          title: STAFF_TEXTS.errorTitle,
          description: STAFF_TEXTS.createFailed(error.message),
          variant: 'destructive',
        }),
    });
  };

  const onConfirmDelete = () => {
    if (!confirmDelete) return;
    remove.mutate(confirmDelete.id, {
      onSuccess: () => {
        toast({ title: STAFF_TEXTS.deleted, description: confirmDelete.name, variant: 'success' });
        setConfirmDelete(null);
        setEditing(null);
      },
      onError: (error) => {
        toast({
          title: STAFF_TEXTS.errorTitle,
          description: STAFF_TEXTS.deleteFailed(error.message),
          variant: 'destructive',
        });
        setConfirmDelete(null);
      },
    });
  };

  const editingMember = editing?.mode === 'edit' ? editing.member : null;

  return (
    <>
      <PageHeader title={STAFF_TEXTS.cardTitle} />
      <Tabs defaultValue="list" className="grid grid-cols-1 gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="list">{STAFF_TEXTS.tabList}</TabsTrigger>
          <TabsTrigger value="stats">{STAFF_TEXTS.tabStatistics}</TabsTrigger>
        </TabsList>

        <TabsContent value="list">
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
              <CardTitle>{STAFF_TEXTS.cardTitle}</CardTitle>
              <Button onClick={() => setEditing({ mode: 'create' })}>
                <Plus aria-hidden /> {STAFF_TEXTS.addStaff}
              </Button>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  type="search"
                  className="pl-9"
                  placeholder={STAFF_TEXTS.searchPlaceholder}
                  aria-label={STAFF_TEXTS.searchPlaceholder}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">Filter by role</legend>
                {ROLE_FILTERS.map(({ key, label }) => (
                  <Button
                    key={key}
                    size="sm"
                    variant={filter === key ? 'default' : 'outline'}
                    aria-pressed={filter === key}
                    onClick={() => setFilter(key)}
                  >
                    {label}
                  </Button>
                ))}
              </fieldset>
              {staff.isPending ? (
                <p className="py-6 text-center text-sm text-muted-foreground">{STAFF_TEXTS.loading}</p>
              ) : staff.isError ? (
                <LoadFailed onRetry={() => void staff.refetch()} />
              ) : rows.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">{STAFF_TEXTS.emptyFiltered}</p>
              ) : (
                <StaffTable
                  staff={rows}
                  sort={sort}
                  onSort={(column) => setSort((current) => nextSort(current, column))}
                  onEdit={(member) => setEditing({ mode: 'edit', member })}
                  onViewPreferences={(member) => navigate(`/staff-preferences/${member.id}`)}
                />
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="stats">
          {staff.isPending ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{STAFF_TEXTS.loadingStats}</p>
          ) : staff.isError ? (
            <LoadFailed onRetry={() => void staff.refetch()} />
          ) : (
            <Suspense
              fallback={
                <p className="py-6 text-center text-sm text-muted-foreground">{STAFF_TEXTS.loadingStats}</p>
              }
            >
              <StaffStatistics staff={staff.data ?? []} />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>

      <Dialog open={editing !== null} onOpenChange={(open) => (open || busy ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>
                {editingMember ? STAFF_TEXTS.editStaffTitle : STAFF_TEXTS.addStaffTitle}
              </DialogTitle>
              <DialogDescription>
                {editingMember
                  ? `Change ${editingMember.name}'s details.`
                  : 'A login (firstname.lastname) and admin shift limits of 4 to 16 are created with the record.'}
              </DialogDescription>
            </DialogHeader>
            <StaffForm
              key={editingMember?.id ?? 'new'}
              member={editingMember}
              busy={busy}
              saving={create.isPending || update.isPending}
              onSubmit={onSubmit}
              onDelete={editingMember ? () => setConfirmDelete(editingMember) : undefined}
            />
          </DialogContent>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={confirmDelete !== null}
        title={STAFF_TEXTS.deleteConfirmTitle}
        description={confirmDelete ? STAFF_TEXTS.deleteConfirm(confirmDelete.name) : ''}
        confirmLabel="Delete"
        pendingLabel={STAFF_TEXTS.deleting}
        pending={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setConfirmDelete(null)}
      />
      <InitialLoginDialog login={issued} onDone={() => setIssued(null)} />
    </>
  );
}
