import type { ScheduleExplanation, ScheduleStats } from '@rotawise/api-contract';
import { GENERATION_TEXTS as T } from '../texts';

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <details className="rounded-md border border-border p-3" open={items.length <= 10}>
      <summary className="cursor-pointer font-medium">
        {title} ({items.length})
      </summary>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
        {items.slice(0, 200).map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
          <li key={i}>{text}</li>
        ))}
      </ul>
    </details>
  );
}

/** Why the schedule looks this way: unmet requests with their reason, uncovered slots, bent rules, what is not enforced. */
export function ExplanationPanel({
  explanation,
  staff,
}: {
  explanation: ScheduleExplanation;
  staff: ScheduleStats['employeeStats'];
}) {
  const names = new Map(staff.map((s) => [s.staffId, s.staffName]));
  const who = (id: number | null) => (id === null ? '' : `${names.get(id) ?? `#${id}`}: `);
  const kind = { dayOff: 'day off', shiftOff: 'shift off', work: 'wants to work' } as const;
  const unmet = explanation.unmetRequests.map(
    (r) =>
      `${who(r.staffId)}${kind[r.kind]} on ${r.date}${r.shiftTypes.length ? ` (${r.shiftTypes.join(', ')})` : ''}: ${r.reason}`,
  );
  const empty = unmet.length + explanation.uncovered.length + explanation.brokenRules.length === 0;
  return (
    <div className="grid gap-3">
      {empty ? <p className="text-sm text-muted-foreground">{T.nothingToExplain}</p> : null}
      <Section title={T.unmetRequests} items={unmet} />
      <Section title={T.uncovered} items={explanation.uncovered.map((u) => u.message)} />
      <Section title={T.brokenRules} items={explanation.brokenRules.map((v) => v.message)} />
      <Section title={T.notes} items={explanation.notes} />
    </div>
  );
}
