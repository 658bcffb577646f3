import {
  type TemplateCapacity,
  type TemplateSlot,
  WEEKLY_MESSAGES,
  type WeekdayKey,
} from '@rotawise/api-contract';
import { capacityReport } from '../../db/seed/capacity.js';
import { badRequest } from '../../lib/http-errors.js';
import type { Actor } from '../audit/audit-repository.js';
import type { WeeklyScheduleRepository } from './weekly-schedule-repository.js';

/** Without an enforced consecutive-days rule, the capacity check assumes the demo's 5 days in a row. */
const DEFAULT_MAX_IN_A_ROW = 5;

export function createWeeklyScheduleService(repo: WeeklyScheduleRepository) {
  return {
    get: () => repo.get(),

    async replaceDay(day: WeekdayKey, slots: TemplateSlot[], actor: Actor) {
      const seen = new Set<string>();
      slots.forEach((slot, i) => {
        if (seen.has(slot.shiftType))
          throw badRequest(`${i}.shiftType: ${WEEKLY_MESSAGES.duplicate(slot.shiftType)}`);
        seen.add(slot.shiftType);
      });
      const { unknown } = await repo.replaceDay(day, slots, actor);
      if (unknown.length > 0) throw badRequest(`shiftType: ${WEEKLY_MESSAGES.unknownShift(unknown)}`);
      return repo.get();
    },

    /** The seed's staff-days check run on the department as it stands. */
    async capacity(): Promise<TemplateCapacity> {
      const [template, inputs] = await Promise.all([repo.get(), repo.capacityInputs()]);
      const maxInARow = Math.min(
        DEFAULT_MAX_IN_A_ROW,
        ...inputs.enforcements.flatMap((e) => (e.kind === 'maxConsecutiveDays' ? [e.days] : [])),
      );
      const report = capacityReport(template, inputs.shiftTypes, inputs.people, { maxInARow });
      return {
        dailyTotals: report.dailyTotals,
        monthDemand: report.monthCountedDemand,
        capacity: report.countedCapacity,
        commitments: report.countedCommitments,
        margin: report.monthCountedDemand > 0 ? report.margin : null,
        onCallDemand: report.onCallDemand,
        onCallCapacity: report.onCallCapacity,
        directorDemand: report.directorDemand,
        directorCapacity: report.directorCapacity,
        clinicians: inputs.people.length,
      };
    },
  };
}
