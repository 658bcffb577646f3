import type { Tier1Rule } from '@rotawise/api-contract';
import { CircleCheck, CircleOff, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { useCreateTier1Rule } from '../api/create-tier1-rule';
import { useDeleteTier1Rule } from '../api/delete-tier1-rule';
import { useTier1Rules } from '../api/get-tier1-rules';
import { useUpdateTier1Rule } from '../api/update-tier1-rule';
import { SETTINGS_TEXTS } from '../texts';
import { RuleDialog } from './rule-dialog';

/** What the engine makes of a rule, in one line: off, enforced as ..., or not understood. */
function enforcementText(rule: Tier1Rule): string {
  if (!rule.isEnforced)
    return rule.enforcedAs
      ? `${SETTINGS_TEXTS.off} ${SETTINGS_TEXTS.whenOn(rule.enforcedAs)}`
      : SETTINGS_TEXTS.off;
  return rule.enforcedAs ? `${SETTINGS_TEXTS.enforcedAs} ${rule.enforcedAs}` : SETTINGS_TEXTS.notUnderstood;
}

/** Under each description: what the engine enforces, that the rule is switched off, or not understood. */
function Enforcement({ rule }: { rule: Tier1Rule }) {
  if (!rule.isEnforced)
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-enforcement="off">
        <CircleOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <span className="font-medium">{SETTINGS_TEXTS.off}</span>
          {rule.enforcedAs && <> {SETTINGS_TEXTS.whenOn(rule.enforcedAs)}</>}
        </span>
      </p>
    );
  if (rule.enforcedAs)
    return (
      <p className="flex items-start gap-2 text-sm text-success-soft-foreground">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <span className="font-medium">{SETTINGS_TEXTS.enforcedAs}</span> {rule.enforcedAs}
        </span>
      </p>
    );
  return (
    <p className="flex items-start gap-2 text-sm text-warning-soft-foreground">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="font-medium">{SETTINGS_TEXTS.notUnderstood}</span>
    </p>
  );
}

export function RulesTab({ canEdit }: { canEdit: boolean }) {
  const rules = useTier1Rules();
  const create = useCreateTier1Rule();
  const update = useUpdateTier1Rule();
  const remove = useDeleteTier1Rule();
  const [editing, setEditing] = useState<{ rule: Tier1Rule | null } | null>(null);
  const [deleting, setDeleting] = useState<Tier1Rule | null>(null);

  const fail = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: 'destructive' });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{SETTINGS_TEXTS.rulesTab}</CardTitle>
          <CardDescription>{canEdit ? SETTINGS_TEXTS.rulesIntro : SETTINGS_TEXTS.readOnly}</CardDescription>
        </div>
        {canEdit ? (
          <Button onClick={() => setEditing({ rule: null })}>
            <Plus aria-hidden /> {SETTINGS_TEXTS.addRule}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {rules.isPending ? (
          <div className="grid gap-3">
            <span className="sr-only">{SETTINGS_TEXTS.loadingRules}</span>
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : rules.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
              {SETTINGS_TEXTS.rulesLoadFailed}: {rules.error.message}
              <Button size="sm" variant="outline" onClick={() => void rules.refetch()}>
                Retry
              </Button>
            </AlertDescription>
          </Alert>
        ) : rules.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{SETTINGS_TEXTS.noRules}</p>
        ) : (
          <ul className="grid gap-3" aria-label={SETTINGS_TEXTS.rulesTab}>
            {rules.data.map((rule) => (
              <li
                key={rule.id}
                className="grid gap-2 rounded-md border border-border p-4"
                aria-label={rule.ruleName}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3
                      className={cn('font-medium', !rule.isEnforced && 'text-muted-foreground line-through')}
                    >
                      {rule.ruleName}
                    </h3>
                    <Badge variant="outline">
                      {rule.ruleLevel === 'individual' ? 'Individual' : 'Institutional'}
                    </Badge>
                    {rule.isEnforced ? null : <Badge variant="warning">{SETTINGS_TEXTS.notEnforced}</Badge>}
                  </div>
                  {canEdit ? (
                    <div className="flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing({ rule })}
                        aria-label={`Edit ${rule.ruleName}`}
                      >
                        <Pencil aria-hidden /> Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setDeleting(rule)}
                        aria-label={`Delete ${rule.ruleName}`}
                      >
                        <Trash2 aria-hidden /> Delete
                      </Button>
                    </div>
                  ) : null}
                </div>
                <p className={cn('text-sm', !rule.isEnforced && 'text-muted-foreground line-through')}>
                  {rule.ruleDescription}
                </p>
                <Enforcement rule={rule} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <RuleDialog
        open={editing !== null}
        rule={editing?.rule ?? null}
        pending={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(values) => {
          const done = (saved: Tier1Rule, title: string) => {
            toast({
              title,
              description: enforcementText(saved),
              variant: 'success',
            });
            setEditing(null);
          };
          const rule = editing?.rule;
          if (rule)
            update.mutate(
              { id: rule.id, ...values },
              {
                onSuccess: (saved) => done(saved, SETTINGS_TEXTS.ruleUpdated),
                onError: fail(SETTINGS_TEXTS.updateRuleFailed),
              },
            );
          else
            create.mutate(values, {
              onSuccess: (saved) => done(saved, SETTINGS_TEXTS.ruleCreated),
              onError: fail(SETTINGS_TEXTS.createRuleFailed),
            });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={SETTINGS_TEXTS.deleteRuleTitle}
        description={SETTINGS_TEXTS.deleteRuleConfirm}
        confirmLabel="Delete"
        pendingLabel={SETTINGS_TEXTS.deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({
                title: SETTINGS_TEXTS.ruleDeleted,
                description: deleting.ruleName,
                variant: 'success',
              });
              setDeleting(null);
            },
            onError: (error) => {
              fail(SETTINGS_TEXTS.deleteRuleFailed)(error);
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
