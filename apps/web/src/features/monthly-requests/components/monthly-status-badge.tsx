import type { MonthlyRequestStatus } from '@rotawise/api-contract';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

// Spec: approved green, rejected red, otherwise yellow (pending).
const STATUS = {
  pending: { label: 'Pending', variant: 'warning', Icon: Clock },
  approved: { label: 'Approved', variant: 'success', Icon: CircleCheck },
  rejected: { label: 'Rejected', variant: 'destructive', Icon: CircleX },
} as const;

/** The monthly request's status as a word, an icon and its colour. */
export function MonthlyStatusBadge({ status }: { status: MonthlyRequestStatus }) {
  const { label, variant, Icon } = STATUS[status] ?? STATUS.pending;
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {label}
    </Badge>
  );
}
