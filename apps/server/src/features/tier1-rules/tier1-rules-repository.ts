import { describeEnforcement, type RuleEnforcement, type Tier1Rule } from '@rotawise/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tier1Rules } from '../../db/schema.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';

type Row = typeof tier1Rules.$inferSelect;
export type Tier1RuleValues = Pick<
  typeof tier1Rules.$inferInsert,
  'ruleName' | 'ruleDescription' | 'isEnforced' | 'ruleLevel' | 'enforcement'
>;

export function toTier1RuleView(row: Row): Tier1Rule {
  const enforcement = (row.enforcement ?? null) as RuleEnforcement | null;
  return {
    id: row.id,
    ruleName: row.ruleName,
    ruleDescription: row.ruleDescription,
    isEnforced: row.isEnforced,
    ruleLevel: row.ruleLevel,
    enforcement,
    enforcedAs: enforcement ? describeEnforcement(enforcement) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createTier1RulesRepository(db: Database, audit: AuditRepository) {
  return {
    async list(): Promise<Tier1Rule[]> {
      return (await db.select().from(tier1Rules).orderBy(asc(tier1Rules.id))).map(toTier1RuleView);
    },
    async insert(values: Tier1RuleValues, actor: Actor): Promise<Tier1Rule> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(tier1Rules).values(values).returning();
        await audit.record(actor, 'tier1_rule.create', 'tier1_rule', row!.id, values, tx);
        return toTier1RuleView(row!);
      });
    },
    async update(id: number, values: Tier1RuleValues, actor: Actor): Promise<Tier1Rule | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(tier1Rules).set(values).where(eq(tier1Rules.id, id)).returning();
        if (!row) return null;
        await audit.record(actor, 'tier1_rule.update', 'tier1_rule', id, values, tx);
        return toTier1RuleView(row);
      });
    },
    async delete(id: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(tier1Rules)
          .where(eq(tier1Rules.id, id))
          .returning({ ruleName: tier1Rules.ruleName });
        if (!row) return false;
        await audit.record(actor, 'tier1_rule.delete', 'tier1_rule', id, row, tx);
        return true;
      });
    },
  };
}

export type Tier1RulesRepository = ReturnType<typeof createTier1RulesRepository>;
