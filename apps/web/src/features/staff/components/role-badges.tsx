import { ROLE_LABELS, type Staff } from '@rotawise/api-contract';
import { Badge } from '@/components/ui/badge';

/** The role badge (PA shown as PA-C), plus Director and Administrator badges when those flags are set. */
export function RoleBadges({ member }: { member: Staff }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
      {member.isDirector && member.role !== 'DIRECTOR' ? <Badge variant="accent">Director</Badge> : null}
      {member.isAdmin ? <Badge variant="warning">Administrator</Badge> : null}
    </div>
  );
}
