import { SHIFT_CATALOGUE } from '@rotawise/api-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceAccess } from '../../plugins/access.js';
import { registerErrorHandling } from '../../plugins/errors.js';
import { interpretRoutes } from './interpret-routes.js';

// The route on a bare Fastify with the real access rules and error handler; the signed-in user comes
// from a test header instead of a session (sessions have their own tests).
async function buildRouteApp(options: Parameters<typeof interpretRoutes>[1]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-test-user'] === 'staff')
      request.user = { id: 7, username: 'ann.lee', staffId: 3, isAdmin: false, isOwner: false };
  });
  enforceAccess(app);
  await app.register(interpretRoutes, options);
  await app.ready();
  return app;
}

const signedIn = { 'x-test-user': 'staff' };

describe('POST /api/interpret', () => {
  let app: FastifyInstance;
  let loads = 0;
  beforeAll(async () => {
    app = await buildRouteApp({
      loadShiftTypes: async () => {
        loads++;
        return SHIFT_CATALOGUE;
      },
      llm: null,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('declares signed-in access', () => {
    expect(app.routeAccess).toContainEqual({ method: 'POST', url: '/api/interpret', access: 'signedIn' });
  });

  it('answers 401 to a guest before reading the body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/interpret', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it('answers 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ year: 2026, month: 12 }, /text is required/],
      [{ text: 'no nights', year: 2026, month: 13 }, /month must be between 1 and 12/],
      [{ text: 'x'.repeat(2001), year: 2026, month: 12 }, /text must be at most 2000 characters/],
      [{ text: 'no nights', year: 1999, month: 1 }, /year must be between 2024 and 2030/],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/interpret',
        headers: signedIn,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it("reads the text with the parser against the department's shift types", async () => {
    const before = loads;
    const response = await app.inject({
      method: 'POST',
      url: '/api/interpret',
      headers: signedIn,
      payload: { text: 'Dec 24 off. No 10A EP. I have a dog', year: 2026, month: 12 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      constraints: [
        { type: 'day_off', date: '2026-12-24' },
        { type: 'avoid_shift_types', shiftTypes: ['PATIO_10A'] },
      ],
      unrecognized: ['I have a dog'],
      source: 'parser',
    });
    expect(loads).toBe(before + 1);
  });
});

describe('POST /api/interpret with a model configured', () => {
  it("answers with the model's reading, and with the parser's when the model fails", async () => {
    let modelUp = true;
    const fakeFetch: typeof fetch = async () =>
      modelUp
        ? new Response(
            JSON.stringify({
              choices: [
                { message: { content: '{"constraints":[{"type":"avoid_weekends"}],"unrecognized":[]}' } },
              ],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : new Response('down', { status: 502 });
    const app = await buildRouteApp({
      loadShiftTypes: async () => SHIFT_CATALOGUE,
      llm: { baseUrl: 'http://model.invalid/v1', model: 'm' },
      fetch: fakeFetch,
    });
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/interpret',
        headers: signedIn,
        payload: { text: 'weekends off', year: 2026, month: 12 },
      });
    expect((await ask()).json()).toEqual({
      constraints: [{ type: 'avoid_weekends' }],
      unrecognized: [],
      source: 'model',
    });
    modelUp = false;
    expect((await ask()).json()).toEqual({
      constraints: [{ type: 'avoid_weekends' }],
      unrecognized: [],
      source: 'parser',
    });
    await app.close();
  });
});
