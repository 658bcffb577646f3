import { ADMIN_LIMIT_MAX, type AdminLimitsResponse } from '@rotawise/api-contract';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useUpdateAdminLimits } from '../api/update-admin-limits';
import { STAFF_TEXTS } from '../texts';
import { LimitStepper } from './limit-stepper';

/** The admin's min/max shift limits: min never above max (and max never below min), min never below 0. */
export function AdminLimitsCard({ staffId, limits }: { staffId: number; limits: AdminLimitsResponse }) {
  const [min, setMin] = useState(limits.min_shifts);
  const [max, setMax] = useState(limits.max_shifts);
  const save = useUpdateAdminLimits(staffId);
  useEffect(() => {
    setMin(limits.min_shifts);
    setMax(limits.max_shifts);
  }, [limits.min_shifts, limits.max_shifts]);

  const dirty = min !== limits.min_shifts || max !== limits.max_shifts || !limits.isSet;
  const onSave = () =>
    save.mutate(
      { staffId, min_shifts: min, max_shifts: max },
      {
        onSuccess: () =>
          toast({
            title: STAFF_TEXTS.limitsSaved,
            description: `${min} to ${max} shifts`,
            variant: 'success',
          }),
        onError: () =>
          toast({
            title: STAFF_TEXTS.limitsFailedTitle,
            description: STAFF_TEXTS.limitsFailed,
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{STAFF_TEXTS.adminLimits}</CardTitle>
        <CardDescription>{STAFF_TEXTS.adminLimitsHint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-6">
        <LimitStepper label={STAFF_TEXTS.minShifts} value={min} min={0} max={max} onChange={setMin} />
        <LimitStepper
          label={STAFF_TEXTS.maxShifts}
          value={max}
          min={min}
          max={ADMIN_LIMIT_MAX}
          onChange={setMax}
        />
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{limits.isSet ? null : STAFF_TEXTS.limitsDefaultNote}</p>
        <Button onClick={onSave} disabled={!dirty || save.isPending}>
          {save.isPending ? STAFF_TEXTS.saving : STAFF_TEXTS.saveLimits}
        </Button>
      </CardFooter>
    </Card>
  );
}
