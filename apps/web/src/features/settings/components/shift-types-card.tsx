import { type CreateShiftType, ROLE_LABELS, type ShiftType } from '@rotawise/api-contract';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { type TableColumn, TableHead } from '@/components/ui/table-head';
import { toast } from '@/components/ui/toast';
import { sortedShifts, useShifts } from '@/lib/shift-types/get-shifts';
import { useCreateShift } from '../api/create-shift';
import { useDeleteShift } from '../api/delete-shift';
import { useUpdateShift } from '../api/update-shift';
import { SETTINGS_TEXTS } from '../texts';
import { ShiftDialog } from './shift-dialog';

function duration(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

const SHIFT_COLUMNS: TableColumn<string>[] = [
  { key: 'shift', label: 'Shift' },
  { key: 'id', label: 'ID' },
  { key: 'start', label: 'Start' },
  { key: 'duration', label: 'Duration' },
  { key: 'eligible', label: 'Eligible' },
  { key: 'points', label: 'Points' },
  { key: 'actions', label: <span className="sr-only">Actions</span> },
];

/** The department's shift types, with create, edit and delete (confirmed; refused while in use). */
export function ShiftTypesCard() {
  const shifts = useShifts();
  const create = useCreateShift();
  const update = useUpdateShift();
  const remove = useDeleteShift();
  const [editing, setEditing] = useState<{ shift: ShiftType | null } | null>(null);
  const [deleting, setDeleting] = useState<ShiftType | null>(null);
  const list = sortedShifts(shifts.data);

  const onSubmit = (input: CreateShiftType) => {
    const shift = editing?.shift;
    const fail = (describe: (m: string) => string) => (error: Error) =>
      toast({
        title: SETTINGS_TEXTS.errorTitle,
        description: describe(error.message),
        variant: 'destructive',
      });
    if (shift) {
      const { id: _id, ...body } = input;
      update.mutate(
        { id: shift.id, ...body },
        {
          onSuccess: (saved) => {
            toast({ title: SETTINGS_TEXTS.shiftUpdated, description: saved.displayName, variant: 'success' });
            setEditing(null);
          },
          onError: fail(SETTINGS_TEXTS.updateShiftFailed),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          toast({ title: SETTINGS_TEXTS.shiftCreated, description: saved.displayName, variant: 'success' });
          setEditing(null);
        },
        onError: fail(SETTINGS_TEXTS.createShiftFailed),
      });
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{SETTINGS_TEXTS.shiftTypes}</CardTitle>
          <CardDescription>{SETTINGS_TEXTS.shiftTypesIntro}</CardDescription>
        </div>
        <Button onClick={() => setEditing({ shift: null })}>
          <Plus aria-hidden /> {SETTINGS_TEXTS.addShift}
        </Button>
      </CardHeader>
      <CardContent>
        {shifts.isPending ? (
          <Skeleton className="h-40" />
        ) : shifts.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
              {SETTINGS_TEXTS.shiftTypesLoadFailed}: {shifts.error.message}
              <Button size="sm" variant="outline" onClick={() => void shifts.refetch()}>
                Retry
              </Button>
            </AlertDescription>
          </Alert>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{SETTINGS_TEXTS.noShiftTypes}</p>
        ) : (
          <ScrollRegion
            className="relative max-h-96 overflow-auto rounded-md border border-border"
            label="Shift types table"
          >
            <table className="w-full min-w-[44rem] border-collapse text-sm">
              <TableHead columns={SHIFT_COLUMNS} sticky />
              <tbody>
                {list.map((shift) => (
                  <tr key={shift.id} className="border-t border-border">
                    <th scope="row" className="px-3 py-1.5 text-left font-medium">
                      {shift.displayName}
                      {shift.countsTowardTotal ? null : (
                        <Badge variant="outline" className="ml-2">
                          not counted
                        </Badge>
                      )}
                    </th>
                    <td className="px-3 py-1.5 font-mono text-xs">{shift.id}</td>
                    <td className="px-3 py-1.5 tabular-nums">{shift.startTime}</td>
                    <td className="px-3 py-1.5 whitespace-nowrap">{duration(shift.durationMinutes)}</td>
                    <td className="px-3 py-1.5">
                      {shift.eligibleRoles.map((r) => ROLE_LABELS[r]).join(', ')}
                    </td>
                    <td className="px-3 py-1.5 tabular-nums">{shift.points}</td>
                    <td className="px-3 py-1.5">
                      <div className="flex justify-end gap-1">
                        <Button
                          size="icon"
                          variant="ghost"
                          onClick={() => setEditing({ shift })}
                          aria-label={`Edit ${shift.displayName}`}
                        >
                          <Pencil aria-hidden />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          onClick={() => setDeleting(shift)}
                          aria-label={`Delete ${shift.displayName}`}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
      <ShiftDialog
        open={editing !== null}
        shift={editing?.shift ?? null}
        pending={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={onSubmit}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={SETTINGS_TEXTS.deleteShiftTitle}
        description={deleting ? SETTINGS_TEXTS.deleteShiftConfirm(deleting.displayName) : ''}
        confirmLabel="Delete"
        pendingLabel={SETTINGS_TEXTS.deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({
                title: SETTINGS_TEXTS.shiftDeleted,
                description: deleting.displayName,
                variant: 'success',
              });
              setDeleting(null);
            },
            onError: (error) => {
              toast({
                title: SETTINGS_TEXTS.errorTitle,
                description: SETTINGS_TEXTS.deleteShiftFailed(error.message),
                variant: 'destructive',
              });
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
