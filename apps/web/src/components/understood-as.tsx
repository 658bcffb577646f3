import { describeConstraint, type ShiftGroups, type ShiftNames } from '@rotawise/api-contract';
import { CircleHelp, Sparkles } from 'lucide-react';
import type { UnderstoodState } from '@/lib/interpret/use-understood-as';

/**
 * The "Understood as" list under a free-text box: each constraint the interpreter read, in the words a
 * clinician uses, and each part it could not read, marked as such.
 */
export function UnderstoodAs({
  state,
  shiftNames,
  shiftGroups,
  id,
}: {
  state: UnderstoodState;
  shiftNames: ShiftNames;
  shiftGroups: ShiftGroups;
  id?: string;
}) {
  const result = state.kind === 'read' ? state.result : state.kind === 'reading' ? state.previous : null;
  return (
    <section
      id={id}
      aria-label="Understood as"
      aria-live="polite"
      aria-busy={state.kind === 'reading'}
      className="grid gap-1.5 rounded-md border border-dashed border-border bg-muted/40 p-3 text-sm"
    >
      <h3 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Sparkles className="size-3.5" aria-hidden />
        Understood as
        {state.kind === 'reading' ? <span className="font-normal normal-case">(reading…)</span> : null}
      </h3>
      {state.kind === 'empty' ? (
        <p className="text-muted-foreground">Nothing yet: what you write is read here as you type.</p>
      ) : state.kind === 'failed' ? (
        <p className="text-destructive">Could not read the text just now: {state.message}</p>
      ) : result ? (
        <ul className="grid gap-1">
          {result.constraints.map((constraint, index) => (
            // The list is rebuilt whole on every reading; position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex gap-2">
              <span aria-hidden className="text-success-soft-foreground">
                ✓
              </span>
              <span>
                {describeConstraint(constraint, shiftNames, shiftGroups)}
                {constraint.source?.text ? (
                  <span className="text-muted-foreground"> — “{constraint.source.text}”</span>
                ) : null}
              </span>
            </li>
          ))}
          {result.unrecognized.map((fragment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rebuilt whole on every reading
            <li key={`u${index}`} className="flex gap-2 text-warning-soft-foreground">
              <CircleHelp className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              <span>Not understood: “{fragment}”</span>
            </li>
          ))}
          {result.constraints.length === 0 && result.unrecognized.length === 0 ? (
            <li className="text-muted-foreground">Nothing the scheduler can use.</li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
