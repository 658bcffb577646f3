import type { VacationStatus } from '@rotawise/api-contract';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const STATUS = {
  pending: { label: 'Pending', variant: 'warning', Icon: Clock },
  approved: { label: 'Approved', variant: 'success', Icon: CircleCheck },
  denied: { label: 'Denied', variant: 'destructive', Icon: CircleX },
} as const;

/** The request's status as a word and an icon, never colour alone. */
export function VacationStatusBadge({ status }: { status: VacationStatus }) {
  const { label, variant, Icon } = STATUS[status];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {label}
    </Badge>
  );
}
