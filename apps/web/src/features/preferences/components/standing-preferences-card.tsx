import type { ShiftType as ShiftOption } from '@rotawise/api-contract';
import {
  SHIFT_RATING_WORDS,
  STANDING_LIMITS,
  type StandingPreferences,
  shiftGroups,
} from '@rotawise/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { UnderstoodAs } from '@/components/understood-as';
import { useUnderstoodAs } from '@/lib/interpret/use-understood-as';
import { AUTO_SAVE_DELAY_MS } from '@/lib/ui-timings';
import { standingKey } from '../api/get-standing-preferences';
import { saveStandingPreferences, useSaveStandingPreferences } from '../api/save-standing-preferences';
import { PREFERENCES_TEXTS as T } from '../texts';
import { draftOf, type NumberField, sameDraft, valuesOf } from './standing-form';

const ratingWord = (rating: number) => SHIFT_RATING_WORDS[rating as 1 | 2 | 3] ?? SHIFT_RATING_WORDS[2];

/** A section that is open by default and can be folded (spec: both sections open by default). */
function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <details open className="group">
        <summary className="cursor-pointer list-none p-6 pb-2 marker:hidden">
          <h2 className="text-lg font-semibold leading-none tracking-tight">
            <span aria-hidden className="mr-2 inline-block transition-transform group-open:rotate-90">
              ›
            </span>
            {title}
          </h2>
          <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
        </summary>
        <CardContent className="grid gap-4 pt-2">{children}</CardContent>
      </details>
    </Card>
  );
}

/**
 * Work Patterns and Shift Preferences. Any change saves itself half a second later (with a toast); the
 * browser warns before leaving with unsaved changes, and leaving the page while dirty saves them.
 */
export function StandingPreferencesCard({
  staffId,
  stored,
  shifts,
}: {
  staffId: number;
  stored: StandingPreferences | null;
  shifts: ShiftOption[];
}) {
  const textId = useId();
  const queryClient = useQueryClient();
  // The stored record's id, known as soon as a save answers (a ref, so the next save never waits a render).
  const recordId = useRef(stored?.id ?? null);
  const [loaded, setLoaded] = useState(() => draftOf(stored));
  const [draft, setDraft] = useState(loaded);
  const save = useSaveStandingPreferences();
  const dirty = !sameDraft(draft, loaded);
  const checked = valuesOf(draft);
  const errors = checked.ok ? {} : checked.errors;
  const now = new Date();
  const understood = useUnderstoodAs(draft.naturalLanguagePreferences, now.getFullYear(), now.getMonth() + 1);

  // One save at a time: the first one creates the record (POST), so a change made meanwhile waits for its
  // id and then updates it (PUT) instead of creating it twice.
  const latest = useRef({ draft, dirty });
  latest.current = { draft, dirty };
  const inFlight = useRef<Promise<void> | null>(null);
  const saveAgain = useRef(false);
  const persist = (auto: boolean) => {
    const result = valuesOf(draft);
    if (!result.ok) return;
    if (inFlight.current) {
      saveAgain.current = true;
      return;
    }
    const sent = draft;
    inFlight.current = save
      .mutateAsync({ staffId, id: recordId.current, values: result.values })
      .then((saved) => {
        recordId.current = saved.id;
        setLoaded(sent);
        toast({ title: T.preferencesSaved, variant: 'success' });
      })
      .catch((error: Error) => {
        if (auto) toast({ title: T.autoSaveFailed, variant: 'destructive' });
        else
          toast({
            title: T.saveErrorTitle,
            description: error.message || T.saveErrorFallback,
            variant: 'destructive',
          });
      })
      .finally(() => {
        inFlight.current = null;
        // A change made meanwhile is saved now; the same values are not sent twice.
        if (saveAgain.current) {
          saveAgain.current = false;
          if (!sameDraft(latest.current.draft, sent)) persistRef.current(true);
        }
      });
  };

  // Auto-save 0.5 s after the last change, when the values are valid.
  const persistRef = useRef(persist);
  persistRef.current = persist;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the draft restarts the wait
  useEffect(() => {
    if (!dirty || !checked.ok) return;
    const timer = setTimeout(() => persistRef.current(true), AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, dirty, checked.ok]);

  // The browser's own warning when leaving with unsaved changes.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = T.unsavedWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Navigating away inside the app while dirty saves everything first (after any save still on its way),
  // and keeps the answer in the cache so coming back shows what was saved.
  useEffect(
    () => () => {
      const { draft: last, dirty: wasDirty } = latest.current;
      const result = valuesOf(last);
      if (!wasDirty || !result.ok) return;
      const saveLast = () =>
        saveStandingPreferences({ staffId, id: recordId.current, values: result.values })
          .then((saved) => queryClient.setQueryData(standingKey(staffId), saved))
          .catch(() => toast({ title: T.someFailed, variant: 'destructive' }));
      if (inFlight.current) void inFlight.current.then(saveLast);
      else void saveLast();
    },
    [staffId, queryClient],
  );

  const setNumber = (field: NumberField, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const numberBox = (field: NumberField, label: string, min: number, max: number, hint: string) => (
    <FormField label={label} error={errors[field]} description={hint}>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft[field]}
        onChange={(e) => setNumber(field, e.target.value)}
      />
    </FormField>
  );
  const names = Object.fromEntries(shifts.map((s) => [s.id, s.displayName]));
  const status = save.isPending ? T.saving : dirty ? 'Unsaved changes' : T.saved;

  return (
    <div className="grid gap-6">
      <Section title={T.workPatterns} description={T.workPatternsDescription}>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-medium">Shifts per month</legend>
          {numberBox(
            'minShiftsPerMonth',
            'Minimum',
            STANDING_LIMITS.shiftsMin,
            STANDING_LIMITS.shiftsMax,
            '1 to 31; empty means 3',
          )}
          {numberBox(
            'targetShiftsPerMonth',
            'Target',
            STANDING_LIMITS.shiftsMin,
            STANDING_LIMITS.shiftsMax,
            '1 to 31; empty means 15',
          )}
          {numberBox(
            'maxShiftsPerMonth',
            'Maximum',
            STANDING_LIMITS.shiftsMin,
            STANDING_LIMITS.shiftsMax,
            '1 to 31; empty means 16',
          )}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-medium">Consecutive days</legend>
          {numberBox(
            'minConsecutiveDays',
            'Minimum',
            1,
            Number(draft.maxConsecutiveDays) || STANDING_LIMITS.consecutiveMax,
            '1 up to the maximum; empty means 1',
          )}
          {numberBox(
            'maxConsecutiveDays',
            'Maximum',
            STANDING_LIMITS.consecutiveMin,
            STANDING_LIMITS.consecutiveMax,
            '1 to 14; empty means 3',
          )}
        </fieldset>
        <div className="grid gap-2">
          <FormField label={T.standingTextLabel}>
            <Textarea
              id={textId}
              value={draft.naturalLanguagePreferences}
              maxLength={2000}
              placeholder={T.standingPlaceholder}
              onChange={(e) => setDraft((d) => ({ ...d, naturalLanguagePreferences: e.target.value }))}
              aria-describedby={`${textId}-understood`}
            />
          </FormField>
          <UnderstoodAs
            id={`${textId}-understood`}
            state={understood}
            shiftNames={names}
            shiftGroups={shiftGroups(shifts)}
          />
        </div>
      </Section>
      <Section title={T.shiftPreferences} description={T.shiftPreferencesDescription}>
        {shifts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No shift types are set up yet.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {shifts.map((shift) => {
              const rating = draft.shiftPreferences[shift.id] ?? 2;
              return (
                <li key={shift.id} className="grid gap-1">
                  <FormField
                    className="gap-1"
                    labelClassName="flex justify-between font-normal leading-normal"
                    label={
                      <>
                        <span className="font-medium">
                          {shift.displayName}{' '}
                          <span className="text-xs text-muted-foreground">{shift.startTime}</span>
                        </span>
                        <span>{ratingWord(rating)}</span>
                      </>
                    }
                  >
                    <input
                      type="range"
                      min={STANDING_LIMITS.ratingMin}
                      max={STANDING_LIMITS.ratingMax}
                      step={1}
                      value={rating}
                      aria-valuetext={`${rating} ${ratingWord(rating)}`}
                      onChange={(e) =>
                        setDraft((d) => ({
                          ...d,
                          shiftPreferences: { ...d.shiftPreferences, [shift.id]: Number(e.target.value) },
                        }))
                      }
                      className="w-full accent-primary"
                    />
                  </FormField>
                  <span aria-hidden className="flex justify-between text-xs text-muted-foreground">
                    <span>1 Dislike</span>
                    <span>2 Neutral</span>
                    <span>3 Like</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {status}
        </span>
        <Button onClick={() => persist(false)} disabled={!dirty || !checked.ok || save.isPending}>
          {T.savePreferences}
        </Button>
      </div>
    </div>
  );
}
