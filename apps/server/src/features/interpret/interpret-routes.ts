import { InterpretRequestSchema, InterpretResponseSchema } from '@rotawise/api-contract';
import type { HolidayCountry, InterpretShiftType } from '@rotawise/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createInterpretRepository } from './interpret-repository.js';
import { interpretRequest } from './interpret-service.js';
import type { LlmConfig } from './llm-interpreter.js';

export interface InterpretRoutesOptions {
  /** The department's shift types; default: the shift_types table through the interpret repository. */
  loadShiftTypes?: () => Promise<readonly InterpretShiftType[]>;
  /** The model to ask; default: the app config's LLM_* settings. null: parser only. */
  llm?: LlmConfig | null;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** How long to wait for the model before the parser answers (default 10 s). */
  modelTimeoutMs?: number;
  /** Whose public holidays requests name; default: the app config's HOLIDAY_COUNTRY (US when unset). */
  country?: HolidayCountry;
}

/**
 * POST /api/interpret (signed in): free text of a monthly request, a standing preference or a rule,
 * read as structured constraints for the given month, so the person sees what was understood.
 */
export const interpretRoutes: FastifyPluginAsyncZod<InterpretRoutesOptions> = async (app, options) => {
  const loadShiftTypes = options.loadShiftTypes ?? createInterpretRepository(app.ctx.db).listShiftTypes;
  const llm = options.llm === undefined ? app.ctx.config.llm : (options.llm ?? undefined);
  const country: HolidayCountry = options.country ?? app.ctx?.config.holidayCountry ?? 'US';

  app.post(
    '/api/interpret',
    {
      // A configured model costs money per call; a person types far slower than this.
      config: { access: access.signedIn, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: InterpretRequestSchema, response: { 200: InterpretResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { text, year, month } = request.body;
      const shiftTypes = await loadShiftTypes();
      return interpretRequest(text, { year, month, shiftTypes, country }, llm, {
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.modelTimeoutMs ? { timeoutMs: options.modelTimeoutMs } : {}),
        onFailure: (reason) => request.log.warn({ reason }, 'model interpretation not used; parser answered'),
      });
    },
  );
};
