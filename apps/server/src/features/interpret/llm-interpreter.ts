import {
  type InterpretResult,
  InterpretResultSchema,
  MONTH_NAMES,
  WEEKDAY_NAMES,
} from '@rotawise/api-contract';
import { type InterpretContext, namedDaysIn } from '@rotawise/engine';

/** An OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export interface LlmConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
}

export interface LlmInterpreterOptions {
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Give up after this long and let the parser answer (default 10 s). */
  timeoutMs?: number;
  /** Told why a model answer was not used (for the log); the caller still gets null. */
  onFailure?: (reason: string) => void;
}

const DEFAULT_TIMEOUT_MS = 10_000;

function category(startTime: string, id: string): string {
  if (id === 'DIRECTOR' || id === 'ON_CALL') return 'special (only when named)';
  const hour = Number(/^(\d{1,2}):/.exec(startTime)?.[1] ?? Number.NaN);
  if (Number.isNaN(hour)) return 'unknown';
  if (hour >= 5 && hour < 9) return 'morning';
  if (hour >= 9 && hour < 12) return 'mid-morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening/night';
}

/** One line per day of the month: "2027-03-26 Fri (Good Friday)". */
function calendarLines(context: InterpretContext): string[] {
  const { year, month } = context;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const named = new Map(namedDaysIn(context.country ?? 'US', year, month).map((h) => [h.day, h.name]));
  const mm = String(month).padStart(2, '0');
  const lines: string[] = [];
  for (let d = 1; d <= days; d++) {
    const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, d)).getUTCDay()]?.slice(0, 3);
    const holiday = named.get(d);
    lines.push(`${year}-${mm}-${String(d).padStart(2, '0')} ${weekday}${holiday ? ` (${holiday})` : ''}`);
  }
  return lines;
}

/**
 * The instructions: the exact JSON shape, the conventions the parser follows, a day-by-day calendar
 * of the month with its named days, and the department's shift types.
 */
export function buildSystemPrompt(context: InterpretContext): string {
  const { year, month } = context;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstWeekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, 1)).getUTCDay()];
  const mm = String(month).padStart(2, '0');
  const shifts = context.shiftTypes
    .map(
      (s) =>
        `- ${s.id}: "${s.displayName}"${s.name && s.name !== s.id ? ` (${s.name})` : ''}, starts ${s.startTime}, ${category(s.startTime, s.id)}`,
    )
    .join('\n');
  return [
    "You turn a hospital staff member's free-text scheduling request into structured constraints.",
    `The request is for ${MONTH_NAMES[month - 1]} ${year}: days ${year}-${mm}-01 to ${year}-${mm}-${days}; the 1st is a ${firstWeekday}.`,
    'Answer with one JSON object and nothing else:',
    '{"constraints": [...], "unrecognized": ["text fragment", ...]}',
    'Each constraint is one of:',
    '{"type":"day_off","date":"YYYY-MM-DD"}',
    '{"type":"shift_off","dates":["YYYY-MM-DD"],"shiftTypes":["ID"]} or {"type":"shift_off","weekdays":[0-6],"shiftTypes":["ID"]}',
    '{"type":"request_to_work","date":"YYYY-MM-DD"} (optionally with "shiftTypes":["ID"])',
    '{"type":"prefer_shift_types","shiftTypes":["ID"]}, {"type":"avoid_shift_types","shiftTypes":["ID"]}',
    '{"type":"prefer_weekdays","weekdays":[0-6]}, {"type":"avoid_weekdays","weekdays":[0-6]}',
    '{"type":"max_consecutive_days"|"min_consecutive_days"|"max_consecutive_days_off"|"min_consecutive_days_off"|"min_shifts"|"max_shifts"|"target_shifts"|"min_rest_hours"|"max_weekends","value":N}',
    '{"type":"max_shifts_of_type","shiftTypes":["ID"],"value":N}',
    '{"type":"avoid_weekends"}',
    'Every constraint also has "priority":"must" or "prefer" and "source":{"text":"the exact words it came from"}.',
    'min_shifts, max_shifts, target_shifts and max_shifts_of_type may have "per":"week" for a weekly limit ("max 2 nights a week").',
    'day_off, shift_off and request_to_work may have "holiday":"Name" when the person named a holiday ("Good Friday off").',
    'Rules:',
    `- Dates are YYYY-MM-DD inside ${year}-${mm}; a range becomes one day_off per day. Weekdays: 0 = Sunday ... 6 = Saturday.`,
    '- shiftTypes hold only ids from the list below. "Nights", "evenings", "eves" mean every evening/night shift type; "mornings", "earlies" every morning one; "lates" every afternoon one; "day shifts" morning, mid-morning and afternoon; DIRECTOR and ON_CALL only when named.',
    '- Priority: "must", "need", "can\'t", "essential" make it must; hedges ("if possible", "ideally", "would be nice", "avoid", "prefer", "rather not") make it prefer. Otherwise dated time off (day_off, shift_off with dates) is must and everything else prefer.',
    '- Weeks: "w/c 8th" is the 7 days from the 8th; "the week of the 14th" is the Sunday-Saturday week holding it; "the week after" is the 7 days after the day named before; "the weekend of the 20th" is the Saturday and Sunday holding or nearest it; "first week" is days 1-7.',
    '- max_consecutive_days and min_consecutive_days count days worked in a row; max_consecutive_days_off and min_consecutive_days_off count days off in a row ("at least 2 days off in a row" is min_consecutive_days_off 2, "never more than a week off at once" is max_consecutive_days_off 7). They bound every run of days off in the month: a wish for one break ("I want 4 consecutive days off", "2 weeks off in a row") or days off not said to be together ("2 days off a week") are none of these.',
    '- Shorthand: A/L, AL, SL, hols, PTO, leave mean time off; wknd is weekend; pw means per week; "on the trot" means in a row.',
    '- Negation has scope: "nights are fine but not on Sundays" is shift_off of nights on Sundays; "not bothered about nights" gives nothing.',
    '- Neutral statements ("I don\'t mind nights", "not off on the 5th") give no constraint.',
    '- N is a whole number of 0 or more.',
    '- Conditions and exceptions ("unless", "except", "if short staffed"), choices ("the 3rd or the 4th"), rotations ("every other weekend") and anything relative to today go into "unrecognized": never guess.',
    '- Every part of the text you cannot express with these constraints goes into "unrecognized", quoted as written.',
    'The month, day by day (named days in brackets):',
    ...calendarLines(context),
    'Shift types of this department:',
    shifts || '- (none)',
  ].join('\n');
}

function stripCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}

/** Refuse an answer that names shift types the department lacks or dates outside the month. */
function fitsContext(result: InterpretResult, context: InterpretContext): string | null {
  const ids = new Set(context.shiftTypes.map((s) => s.id));
  const prefix = `${context.year}-${String(context.month).padStart(2, '0')}-`;
  const days = new Date(Date.UTC(context.year, context.month, 0)).getUTCDate();
  const dateOk = (d: string) => d.startsWith(prefix) && Number(d.slice(8)) >= 1 && Number(d.slice(8)) <= days;
  for (const c of result.constraints) {
    const shiftTypes = 'shiftTypes' in c ? (c.shiftTypes ?? []) : [];
    const dates = 'dates' in c ? (c.dates ?? []) : 'date' in c ? [c.date] : [];
    const unknown = shiftTypes.find((id) => !ids.has(id));
    if (unknown !== undefined) return `unknown shift type ${unknown}`;
    const outside = dates.find((d) => !dateOk(d));
    if (outside !== undefined) return `date ${outside} is outside the month`;
  }
  return null;
}

/**
 * Asks the configured model to read the request. Returns null on any failure (network, timeout,
 * non-200, a body that is not JSON, an answer that fails the schema or does not fit the month and
 * catalogue) so the caller falls back to the engine's parser.
 */
export async function interpretWithModel(
  text: string,
  context: InterpretContext,
  config: LlmConfig,
  options: LlmInterpreterOptions = {},
): Promise<InterpretResult | null> {
  const fail = (reason: string) => {
    options.onFailure?.(reason);
    return null;
  };
  const doFetch = options.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let body: unknown;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: buildSystemPrompt(context) },
          { role: 'user', content: text },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) {
      // Drain the body so the connection can be reused.
      await response.text().catch(() => '');
      return fail(`model endpoint answered ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return fail(name === 'TimeoutError' ? 'model endpoint timed out' : `model request failed (${name})`);
  }
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string') return fail('model answer has no message content');
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripCodeFence(content));
  } catch {
    return fail('model answer is not JSON');
  }
  const result = InterpretResultSchema.safeParse(parsed);
  if (!result.success)
    return fail(`model answer does not match the schema: ${result.error.issues[0]?.message ?? ''}`);
  const misfit = fitsContext(result.data, context);
  if (misfit) return fail(`model answer does not fit the request: ${misfit}`);
  return {
    constraints: result.data.constraints,
    unrecognized: result.data.unrecognized.map((u) => u.trim()).filter(Boolean),
  };
}
