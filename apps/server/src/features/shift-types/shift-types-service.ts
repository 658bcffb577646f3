import {
  type CreateShiftTypeSchema,
  durationToMinutes,
  SHIFT_MESSAGES,
  type ShiftTypeInputSchema,
} from '@rotawise/api-contract';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { Actor } from '../audit/audit-repository.js';
import type { ShiftTypesRepository, ShiftTypeUsage, ShiftTypeValues } from './shift-types-repository.js';

type Input = z.output<typeof ShiftTypeInputSchema>;

function toValues(input: Input): ShiftTypeValues {
  return {
    name: input.name,
    displayName: input.displayName,
    startTime: input.startTime,
    durationMinutes: durationToMinutes(input.duration),
    eligibleRoles: input.eligibleRoles,
    isSpecialty: input.isSpecialty,
    countsTowardTotal: input.countsTowardTotal,
    exemptFromCircadian: input.exemptFromCircadian,
    points: input.points,
  };
}

/** "the weekly template (MON, TUE); 12 schedule entries (2026-12); rule 'Director on duty'". */
export function describeUsage(usage: ShiftTypeUsage): string[] {
  const places: string[] = [];
  if (usage.templateDays.length > 0) places.push(`the weekly template (${usage.templateDays.join(', ')})`);
  if (usage.scheduleEntries > 0)
    places.push(
      `${usage.scheduleEntries} schedule ${usage.scheduleEntries === 1 ? 'entry' : 'entries'} (${usage.scheduleMonths.join(', ')})`,
    );
  for (const rule of usage.rules) places.push(`the rule '${rule}'`);
  return places;
}

export function createShiftTypesService(repo: ShiftTypesRepository) {
  return {
    async map() {
      return Object.fromEntries((await repo.list()).map((s) => [s.id, s]));
    },
    async create(input: z.output<typeof CreateShiftTypeSchema>, actor: Actor) {
      const created = await repo.insert(input.id, toValues(input), actor);
      if (!created) throw conflict(SHIFT_MESSAGES.exists(input.id));
      return created;
    },
    async update(id: string, input: Input, actor: Actor) {
      const updated = await repo.update(id, toValues(input), actor);
      if (!updated) throw notFound(SHIFT_MESSAGES.notFound(id));
      return updated;
    },
    async remove(id: string, actor: Actor) {
      const result = await repo.deleteUnused(id, actor);
      if (result.outcome === 'missing') throw notFound(SHIFT_MESSAGES.notFound(id));
      if (result.outcome === 'used') throw conflict(SHIFT_MESSAGES.inUse(id, describeUsage(result.usage)));
    },
  };
}
