import type { RegistrationRequest } from '@rotawise/api-contract';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { type TableColumn, TableHead } from '@/components/ui/table-head';
import { formatSubmitted } from './format';
import { RegistrationStatusBadge } from './status-badge';

const COLUMNS: TableColumn<string>[] = [
  ...['Name', 'Email', 'Organization', 'Department', 'Phone', 'Status', 'Submitted', 'Notes'].map(
    (label) => ({ key: label, label }),
  ),
  { key: 'Actions', label: 'Actions', align: 'right' },
];

/** The requests as a table; on a narrow screen it scrolls sideways inside its own focusable region. */
export function RegistrationRequestsTable({
  requests,
  onReview,
}: {
  requests: RegistrationRequest[];
  onReview: (request: RegistrationRequest) => void;
}) {
  return (
    <ScrollRegion
      // relative: keeps the sr-only cells (absolutely positioned) inside the scroller, not widening the page
      className="relative overflow-x-auto rounded-md border border-border bg-card"
      label="Registration requests table"
    >
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <TableHead columns={COLUMNS} />
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} className="border-t border-border align-top hover:bg-subtle">
              <th scope="row" className="px-3 py-2.5 text-left font-medium">
                {request.name}
              </th>
              <td className="px-3 py-2.5 break-all">{request.email}</td>
              <td className="px-3 py-2.5">{request.organization}</td>
              <td className="px-3 py-2.5">{request.department}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{request.phone_number}</td>
              <td className="px-3 py-2.5">
                <RegistrationStatusBadge status={request.status} />
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <time dateTime={request.created_at}>{formatSubmitted(request.created_at)}</time>
              </td>
              <td className="max-w-56 px-3 py-2.5 text-muted-foreground">
                {request.notes ? (
                  <span className="line-clamp-2">{request.notes}</span>
                ) : (
                  <>
                    <span aria-hidden>—</span>
                    <span className="sr-only">No notes</span>
                  </>
                )}
              </td>
              <td className="px-3 py-2.5 text-right">
                <Button
                  variant={request.status === 'pending' ? 'default' : 'outline'}
                  size="sm"
                  onClick={() => onReview(request)}
                  aria-label={`Review ${request.name}`}
                >
                  Review
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
