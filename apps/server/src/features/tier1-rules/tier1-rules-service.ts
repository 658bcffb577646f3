import { RuleEnforcementSchema, TIER1_MESSAGES, type Tier1RuleInputSchema } from '@rotawise/api-contract';
import { readRule } from '@rotawise/engine';
import type { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import type { Actor } from '../audit/audit-repository.js';
import type { Tier1RulesRepository, Tier1RuleValues } from './tier1-rules-repository.js';

type Input = z.output<typeof Tier1RuleInputSchema>;

/**
 * The description goes through the engine's rule reader; what it understood is stored as the machine
 * form (validated by the contract's schema), and a rule it did not understand is kept with none.
 */
export function toRuleValues(input: Input): Tier1RuleValues {
  const read = RuleEnforcementSchema.safeParse(readRule(input.ruleDescription));
  return { ...input, enforcement: read.success ? read.data : null };
}

export function createTier1RulesService(repo: Tier1RulesRepository) {
  return {
    list: () => repo.list(),
    create: (input: Input, actor: Actor) => repo.insert(toRuleValues(input), actor),
    async update(id: number, input: Input, actor: Actor) {
      const updated = await repo.update(id, toRuleValues(input), actor);
      if (!updated) throw notFound(TIER1_MESSAGES.notFound(id));
      return updated;
    },
    async remove(id: number, actor: Actor) {
      if (!(await repo.delete(id, actor))) throw notFound(TIER1_MESSAGES.notFound(id));
    },
  };
}
