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
        {
          type: 'day_off',
          date: '2026-12-24',
          priority: 'must',
          source: { start: 0, end: 10, text: 'Dec 24 off' },
        },
        {
          type: 'avoid_shift_types',
          shiftTypes: ['PATIO_10A'],
          priority: 'prefer',
          source: { start: 12, end: 21, text: 'No 10A EP' },
        },
      ],
      unrecognized: ['I have a dog'],
      source: 'parser',
    });
    expect(loads).toBe(before + 1);
  });

  it("names the configured country's holidays only", async () => {
    const uk = await buildRouteApp({ loadShiftTypes: async () => SHIFT_CATALOGUE, llm: null, country: 'UK' });
    const response = await uk.inject({
      method: 'POST',
      url: '/api/interpret',
      headers: signedIn,
      payload: { text: 'spring bank holiday off. Memorial Day off', year: 2027, month: 5 },
    });
    expect(response.json()).toMatchObject({
      constraints: [
        { type: 'day_off', date: '2027-05-31', holiday: 'Spring bank holiday', priority: 'must' },
      ],
      unrecognized: ['Memorial Day off'],
    });
    await uk.close();
    // The default country is the US.
    const us = await app.inject({
      method: 'POST',
      url: '/api/interpret',
      headers: signedIn,
      payload: { text: 'spring bank holiday off. Memorial Day off', year: 2027, month: 5 },
    });
    expect(us.json()).toMatchObject({
      constraints: [{ type: 'day_off', date: '2027-05-31', holiday: 'Memorial Day' }],
      unrecognized: ['spring bank holiday off'],
    });
  });
});

describe('POST /api/interpret with a model configured', () => {
  it('asks the model only about words the parser left, and falls back to the parser when it fails', async () => {
    let modelUp = true;
    let calls = 0;
    const content = JSON.stringify({
      constraints: [
        { type: 'max_shifts', value: 12, priority: 'prefer', source: { text: 'a dozen at most' } },
      ],
      unrecognized: [],
    });
    const fakeFetch: typeof fetch = async () => {
      calls++;
      return modelUp
        ? new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('down', { status: 502 });
    };
    const app = await buildRouteApp({
      loadShiftTypes: async () => SHIFT_CATALOGUE,
      llm: { baseUrl: 'http://model.invalid/v1', model: 'm' },
      fetch: fakeFetch,
    });
    const ask = (text: string) =>
      app.inject({
        method: 'POST',
        url: '/api/interpret',
        headers: signedIn,
        payload: { text, year: 2026, month: 12 },
      });
    const weekendsOff = {
      type: 'avoid_weekends',
      priority: 'prefer',
      source: { start: 0, end: 12, text: 'weekends off' },
    };
    // All read by the parser: the model is not asked.
    expect((await ask('weekends off')).json()).toEqual({
      constraints: [weekendsOff],
      unrecognized: [],
      source: 'parser',
    });
    expect(calls).toBe(0);
    expect((await ask('weekends off, and a dozen at most')).json()).toEqual({
      constraints: [
        weekendsOff,
        {
          type: 'max_shifts',
          value: 12,
          priority: 'prefer',
          source: { start: 18, end: 33, text: 'a dozen at most' },
        },
      ],
      unrecognized: [],
      source: 'model',
    });
    expect(calls).toBe(1);
    modelUp = false;
    expect((await ask('weekends off, and a dozen at most')).json()).toEqual({
      constraints: [weekendsOff],
      unrecognized: ['a dozen at most'],
      source: 'parser',
    });
    await app.close();
  });
});
