import { z } from 'zod';
import { safeText } from './text.js';

// Free-text request interpretation (docs/architecture.md, Scheduling engine): the structured constraints a
// monthly request, a standing preference or a rule description was read as. The engine's parser and
// an optional language model both answer in this shape, and this schema is what the server checks a
// model's answer against before trusting it.

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date as YYYY-MM-DD');
const Dates = z.array(IsoDay).min(1, 'dates must list at least one date');
const Weekdays = z
  .array(z.number().int().min(0, 'weekdays are 0 (Sunday) to 6').max(6, 'weekdays are 0 (Sunday) to 6'))
  .min(1, 'weekdays must list at least one weekday');
const ShiftTypes = z
  .array(z.string().min(1, 'shiftTypes must be shift type ids'))
  .min(1, 'shiftTypes must list at least one shift type');
const Value = z
  .number({ error: 'value is required' })
  .int('value must be a whole number')
  .min(0, 'value must be 0 or more')
  .max(999, 'value must be at most 999');

/** must: the person cannot work it (hard where an admin allows it); prefer: soft, with its weight. */
export const PrioritySchema = z.enum(['must', 'prefer'], { error: 'priority must be must or prefer' });
export type Priority = z.infer<typeof PrioritySchema>;

/**
 * Where in the request text a constraint came from, so the page can quote it. The parser gives the
 * offsets; a model gives the words only, and the server places them.
 */
export const SourceSpanSchema = z.object({
  start: z.number().int().min(0, 'source.start must be 0 or more').optional(),
  end: z.number().int().min(0, 'source.end must be 0 or more').optional(),
  text: z.string({ error: 'source.text must be a string' }),
});
export type SourceSpan = z.infer<typeof SourceSpanSchema>;

/** Every constraint may carry its priority and source; day-kinds may name a public holiday. */
const meta = { priority: PrioritySchema.optional(), source: SourceSpanSchema.optional() };
const Holiday = z.string().min(1, 'holiday must name a holiday').optional();
/** Counts are for the month unless per says week. */
const Per = z.enum(['week'], { error: 'per must be week' }).optional();

/** 'x is required' when missing, 'x must be a <kind>' when of the wrong type. */
const typeError = (field: string, kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${field} is required` : `${field} must be a ${kind}`;

const count = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), value: Value, per: Per, ...meta });

export const InterpretConstraintSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('day_off'), date: IsoDay, holiday: Holiday, ...meta }),
    z
      .object({
        type: z.literal('shift_off'),
        dates: Dates.optional(),
        weekdays: Weekdays.optional(),
        shiftTypes: ShiftTypes,
        holiday: Holiday,
        ...meta,
      })
      .refine((c) => c.dates !== undefined || c.weekdays !== undefined, {
        message: 'shift_off needs dates or weekdays',
        path: ['dates'],
      }),
    z.object({
      type: z.literal('request_to_work'),
      date: IsoDay,
      shiftTypes: ShiftTypes.optional(),
      holiday: Holiday,
      ...meta,
    }),
    z.object({ type: z.literal('prefer_shift_types'), shiftTypes: ShiftTypes, ...meta }),
    z.object({ type: z.literal('avoid_shift_types'), shiftTypes: ShiftTypes, ...meta }),
    z.object({ type: z.literal('prefer_weekdays'), weekdays: Weekdays, ...meta }),
    z.object({ type: z.literal('avoid_weekdays'), weekdays: Weekdays, ...meta }),
    count('max_consecutive_days'),
    count('min_consecutive_days'),
    count('max_consecutive_days_off'),
    count('min_consecutive_days_off'),
    count('min_shifts'),
    count('max_shifts'),
    count('target_shifts'),
    count('min_rest_hours'),
    count('max_weekends'),
    z.object({
      type: z.literal('max_shifts_of_type'),
      shiftTypes: ShiftTypes,
      value: Value,
      per: Per,
      ...meta,
    }),
    z.object({ type: z.literal('avoid_weekends'), ...meta }),
  ],
  { error: 'type must be a known constraint type' },
);
export type InterpretConstraint = z.infer<typeof InterpretConstraintSchema>;

export const INTERPRET_CONSTRAINT_TYPES = InterpretConstraintSchema.options.map((o) => o.shape.type.value);

export const InterpretResultSchema = z.object({
  constraints: z.array(InterpretConstraintSchema, { error: 'constraints must be a list' }),
  unrecognized: z.array(z.string(), { error: 'unrecognized must be a list of text fragments' }),
});
export type InterpretResult = z.infer<typeof InterpretResultSchema>;

export const INTERPRET_TEXT_MAX = 2000;

export const InterpretRequestSchema = z.object({
  text: safeText(INTERPRET_TEXT_MAX, { error: typeError('text', 'string'), field: 'text' })
    .trim()
    .min(1, 'text is required'),
  year: z
    .number({ error: typeError('year', 'number') })
    .int('year must be a whole number')
    .min(2024, 'year must be between 2024 and 2030')
    .max(2030, 'year must be between 2024 and 2030'),
  month: z
    .number({ error: typeError('month', 'number') })
    .int('month must be a whole number')
    .min(1, 'month must be between 1 and 12')
    .max(12, 'month must be between 1 and 12'),
});
export type InterpretRequest = z.infer<typeof InterpretRequestSchema>;

/** Who read the text: the configured language model, or the built-in parser (default and fallback). */
export const InterpretSourceSchema = z.enum(['model', 'parser']);
export type InterpretSource = z.infer<typeof InterpretSourceSchema>;

/**
 * Where the model and the parser both read the same words and understood them differently: shown to
 * the person, never resolved silently. `text` is the words; the two lists are what each read there.
 */
export const InterpretDisagreementSchema = z.object({
  text: z.string(),
  parser: z.array(InterpretConstraintSchema),
  model: z.array(InterpretConstraintSchema),
});
export type InterpretDisagreement = z.infer<typeof InterpretDisagreementSchema>;

export const InterpretResponseSchema = InterpretResultSchema.extend({
  source: InterpretSourceSchema,
  disagreements: z.array(InterpretDisagreementSchema).optional(),
});
export type InterpretResponse = z.infer<typeof InterpretResponseSchema>;
