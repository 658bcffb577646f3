/**
 * Everything the demo department seed writes, as plain data (no database): people, shift types,
 * weekly template, tier-1 rules and the requests placed relative to `today`. Same `today`, same data.
 */
import { SHIFT_CATALOGUE, type ShiftTypeDefinition } from '@rotawise/api-contract';
import { DEMO_PEOPLE, type DemoPerson } from './demo-people.js';
import {
  type DemoMonthlyRequest,
  type DemoRegistration,
  type DemoVacation,
  demoMonthlyRequests,
  demoRegistrations,
  demoVacations,
} from './demo-requests.js';
import {
  DEMO_TIER1_RULES,
  DEMO_WEEKLY_TEMPLATE,
  type DemoRule,
  type WeeklyTemplate,
} from './demo-template.js';

export interface DemoData {
  people: readonly DemoPerson[];
  shiftTypes: readonly ShiftTypeDefinition[];
  template: WeeklyTemplate;
  rules: readonly DemoRule[];
  vacations: DemoVacation[];
  monthlyRequests: DemoMonthlyRequest[];
  registrations: DemoRegistration[];
}

export function buildDemoData(today: Date): DemoData {
  return {
    people: DEMO_PEOPLE,
    shiftTypes: SHIFT_CATALOGUE,
    template: DEMO_WEEKLY_TEMPLATE,
    rules: DEMO_TIER1_RULES,
    vacations: demoVacations(today),
    monthlyRequests: demoMonthlyRequests(today),
    registrations: demoRegistrations(today),
  };
}
