import type { ExplanationItem, ScheduleExplanation, ScheduleStats } from '@rotawise/api-contract';
import { type ReactNode, useMemo, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { GENERATION_TEXTS as T } from '../texts';

/** Items shown in one list before "…and N more". */
const SHOWN = 200;

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
      {items.slice(0, SHOWN).map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
        <li key={i}>{text}</li>
      ))}
      {items.length > SHOWN ? (
        <li className="list-none text-muted-foreground">{T.moreItems(items.length - SHOWN)}</li>
      ) : null}
    </ul>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <details className="rounded-md border border-border p-3" open={count <= 10}>
      <summary className="cursor-pointer font-medium">
        {title} ({count})
      </summary>
      {children}
    </details>
  );
}

interface RuleGroup {
  rule: string;
  hard: boolean;
  penalty: number;
  messages: string[];
}

/** Broken rules by rule: hard rules first, then the dearest; each group opens to its items. */
export function groupByRule(items: readonly ExplanationItem[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const item of items) {
    const rule = item.rule ?? T.otherRule;
    const group = groups.get(rule) ?? { rule, hard: false, penalty: 0, messages: [] };
    group.hard ||= item.hard === true;
    group.penalty += item.penalty ?? 0;
    group.messages.push(item.message);
    groups.set(rule, group);
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.hard) - Number(a.hard) || b.penalty - a.penalty || a.rule.localeCompare(b.rule),
  );
}

/**
 * Why the schedule looks this way: unmet requests with their reason, uncovered slots, bent rules grouped
 * by rule, what is not enforced; the requests and the rules can be narrowed to one person.
 */
export function ExplanationPanel({
  explanation,
  staff,
}: {
  explanation: ScheduleExplanation;
  staff: ScheduleStats['employeeStats'];
}) {
  const [person, setPerson] = useState<number | null>(null);
  const names = useMemo(() => new Map(staff.map((s) => [s.staffId, s.staffName])), [staff]);
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  // Only the people something is said about.
  const people = useMemo(() => {
    const ids = new Set<number>();
    for (const r of explanation.unmetRequests) ids.add(r.staffId);
    for (const v of explanation.brokenRules) if (v.staffId !== null) ids.add(v.staffId);
    return [...ids].sort((a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? ''));
  }, [explanation, names]);
  const mine = <X extends { staffId: number | null }>(xs: readonly X[]) =>
    person === null ? xs : xs.filter((x) => x.staffId === person);

  const kind = { dayOff: 'day off', shiftOff: 'shift off', work: 'wants to work' } as const;
  const unmet = mine(explanation.unmetRequests).map(
    (r) =>
      `${nameOf(r.staffId)}: ${kind[r.kind]} on ${r.date}${r.shiftTypes.length ? ` (${r.shiftTypes.join(', ')})` : ''}: ${r.reason}`,
  );
  const broken = mine(explanation.brokenRules);
  const groups = groupByRule(broken);
  const uncovered = person === null ? explanation.uncovered : [];
  const notes = person === null ? explanation.notes : [];
  const empty = unmet.length + uncovered.length + broken.length + notes.length === 0;
  return (
    <div className="grid gap-3">
      {people.length > 0 ? (
        <FormField label={T.explanationPerson} className="max-w-xs">
          <NativeSelect
            value={person ?? ''}
            onChange={(e) => setPerson(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{T.explanationEveryone}</option>
            {people.map((id) => (
              <option key={id} value={id}>
                {nameOf(id)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      {empty ? <p className="text-sm text-muted-foreground">{T.nothingToExplain}</p> : null}
      <Section title={T.unmetRequests} count={unmet.length}>
        <Items items={unmet} />
      </Section>
      <Section title={T.uncovered} count={uncovered.length}>
        <Items items={uncovered.map((u) => u.message)} />
      </Section>
      <Section title={T.brokenRules} count={broken.length}>
        <div className="mt-2 grid gap-2">
          {groups.map((g) => (
            <details
              key={g.rule}
              className="rounded-md border border-border px-3 py-2"
              open={groups.length === 1}
            >
              <summary
                className={
                  g.hard ? 'cursor-pointer text-sm font-medium text-destructive' : 'cursor-pointer text-sm'
                }
              >
                {T.ruleGroup(g.rule, g.messages.length, g.penalty, g.hard)}
              </summary>
              <Items items={g.messages} />
            </details>
          ))}
        </div>
      </Section>
      <Section title={T.notes} count={notes.length}>
        <Items items={notes} />
      </Section>
    </div>
  );
}
