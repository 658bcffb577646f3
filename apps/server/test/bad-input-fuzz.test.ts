import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { auditLog } from '../src/db/schema.js';
import { badRequest } from '../src/lib/http-errors.js';
import {
  ACTORS,
  type Actor,
  type ApiRoute,
  apiRoutes,
  type Cast,
  type FixtureIds,
  fixture,
  seedFixtureRecords,
} from './api-routes.js';
import { badBody, badQuery, pathParam } from './bad-input-arbitraries.js';
import { createFingerprint } from './db-fingerprint.js';
import { ADMIN, buildTestApp, type TestApp } from './helper.js';
import { createCast } from './people.js';

/**
 * Property-based fuzzing of every /api route the app registers, as every kind of caller, with
 * malformed bodies, path parameters and query strings. For every request: never a 5xx, a JSON
 * `{ message }` on every 4xx, and a refused request leaves every table as it was. FUZZ_SEED and
 * FUZZ_RUNS (per route and caller) change the run; the figures are printed at the end.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 88);
/** Runs per route and caller: 70-odd routes x 5 callers x 5 runs is some 1,800 requests. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);

interface Sent {
  actor: Actor;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  describe: string;
}

interface FuzzOptions {
  app: FastifyInstance;
  routes: ApiRoute[];
  actors: readonly Actor[];
  cookies: Map<Actor, string | null>;
  ids: FixtureIds;
  fingerprint: () => Promise<string>;
  seed: number;
  runs: number;
  nextAddress: () => string;
  signInAgain: (actor: Actor) => Promise<void>;
}

/**
 * Sends `runs` generated requests to each route as each actor and checks every answer; returns the
 * failures (the first per route and actor, unshrunk) and the figures of the run.
 */
async function fuzz(options: FuzzOptions) {
  const started = Date.now();
  let requests = 0;
  let refused = 0;
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let fingerprintMs = 0;
  const timedFingerprint = async () => {
    const start = performance.now();
    const value = await options.fingerprint();
    fingerprintMs += performance.now() - start;
    return value;
  };
  let before = await timedFingerprint();

  const send = async (sent: Sent) => {
    const cookie = options.cookies.get(sent.actor);
    const response = await options.app.inject({
      method: sent.method as 'POST',
      url: sent.url,
      remoteAddress: options.nextAddress(),
      headers: {
        ...(sent.contentType ? { 'content-type': sent.contentType } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
    });
    requests += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    return response;
  };

  for (const [index, route] of options.routes.entries()) {
    const plausible = fixture(route.key, options.ids);
    const [plausiblePath, plausibleQuery = ''] = plausible.url.split('?') as [string, string?];
    const params = route.path.match(/:\w+|\*/g) ?? [];
    // The plausible value of each parameter, read off the fixture's path.
    const realParams = realParamValues(route.path, plausiblePath);
    for (const [actorIndex, actor] of options.actors.entries()) {
      const request = fc.record({
        params: fc.tuple(...params.map((p) => pathParam(realParams[p])), fc.constant('')),
        query: badQuery(plausibleQuery ? `?${plausibleQuery}` : ''),
        body:
          route.method === 'GET' || route.method === 'DELETE'
            ? fc.constant(undefined)
            : badBody(plausible.payload),
      });
      const result = await fc.check(
        fc.asyncProperty(request, async ({ params: values, query, body }) => {
          let path = route.path;
          for (const [i, p] of params.entries()) path = path.replace(p, values[i]!);
          const sent: Sent = {
            actor,
            method: route.method,
            url: `${path}${query}`,
            contentType: body?.contentType,
            payload: body?.payload,
            describe: body?.describe ?? 'no body',
          };
          const response = await send(sent);
          const status = response.statusCode;
          if (route.key === 'POST /api/logout' && status === 200) await options.signInAgain(actor);
          const after = await timedFingerprint();
          const changed = after !== before;
          before = after;
          const problem = checkResponse(status, response.headers['content-type'], response.body);
          if (problem) throw new Error(`${problem} (${describeSent(sent)})`);
          if (status >= 400) {
            refused += 1;
            if (changed)
              throw new Error(`refused with ${status} but changed the database (${describeSent(sent)})`);
          }
        }),
        // Without shrinking: each shrink step is a request against a database that has moved on.
        {
          seed: options.seed + index * options.actors.length + actorIndex,
          numRuns: options.runs,
          endOnFailure: true,
        },
      );
      if (result.failed)
        failures.push(
          `${route.key} as ${actor}: ${String((result.errorInstance as Error | undefined)?.message ?? 'failed')}`,
        );
    }
  }

  const seconds = (Date.now() - started) / 1000;
  return { requests, refused, statuses, failures, seconds, fingerprintSeconds: fingerprintMs / 1000 };
}

describe('bad input on every /api route, as every caller', () => {
  let t: TestApp;
  let cast: Cast;
  let fingerprint: () => Promise<string>;
  const cookies = new Map<Actor, string | null>();
  let address = 0;
  // A fresh address per request, so no rate limit answers before the input is looked at.
  const nextAddress = () => `10.88.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    t = await buildTestApp({}, { extraRoutes: plantBugs });
    cast = await createCast(t);
    fingerprint = await createFingerprint(t.database.db);
    for (const actor of ACTORS) cookies.set(actor, cast[actor].cookie);
  });
  afterAll(async () => t.app.close());

  /** Signs an actor in again after a fuzzed logout ended their session. */
  const signInAgain = async (actor: Actor) => {
    if (actor === 'guest') return;
    const [username, password] =
      actor === 'owner'
        ? [ADMIN.username, ADMIN.password]
        : [cast[actor].initialLogin.username, cast[actor].password];
    // From an address of its own: the fuzz has already used up the sign-in limit of 127.0.0.1.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: nextAddress(),
      payload: { username, password },
    });
    const token = response.cookies.find((c) => c.name === 'rotawise_session')?.value;
    if (response.statusCode !== 200 || !token)
      throw new Error(`sign-in as ${actor} failed: ${response.body}`);
    cookies.set(actor, `rotawise_session=${token}`);
  };

  it('never answers 5xx, always answers a 4xx with a JSON message, and changes nothing when it refuses', {
    timeout: 600_000,
  }, async () => {
    const ids = await seedFixtureRecords(t, cast);
    const routes = apiRoutes(t.app);
    const run = await fuzz({
      app: t.app,
      routes,
      actors: ACTORS,
      cookies,
      ids,
      fingerprint,
      seed: SEED,
      runs: RUNS,
      nextAddress,
      signInAgain,
    });
    const byStatus = [...run.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(
      `bad-input fuzz: ${run.requests} requests (${run.refused} refused) to ${routes.length} routes as ${ACTORS.length} callers in ${run.seconds.toFixed(1)} s (${run.fingerprintSeconds.toFixed(1)} s of it fingerprinting the database), seed ${SEED}, ${RUNS} runs per route and caller; statuses ${byStatus}`,
    );
    expect(run.failures).toEqual([]);
    // Every route was reached, and most requests were refused: the fuzz is of bad input.
    expect(run.requests).toBeGreaterThanOrEqual(routes.length * ACTORS.length * RUNS);
    expect(run.refused).toBeGreaterThan(run.requests / 2);
  });

  it('notices a planted 500, a refused write that was kept, and a 4xx that is not JSON', async () => {
    const planted: ApiRoute[] = PLANTED.map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return { key, method, path, access: 'public' };
    });
    const run = await fuzz({
      app: t.app,
      routes: planted,
      actors: ['guest'],
      cookies,
      ids: { staffA: 1, registrationId: 1, victimStaffId: 1, ruleId: 1 },
      fingerprint,
      seed: SEED,
      runs: 20,
      nextAddress,
      signInAgain,
    });
    expect(run.failures).toHaveLength(3);
    expect(run.failures[0]).toMatch(/^POST \/test-only\/crash as guest: answered 500/);
    expect(run.failures[1]).toMatch(
      /^POST \/test-only\/write-then-refuse as guest: refused with 400 but changed the database/,
    );
    expect(run.failures[2]).toMatch(/^GET \/test-only\/html-error\/:id as guest: 400 answered as text\/html/);
  });
});

/** Routes with the bugs the fuzz looks for, outside /api (so the real run does not see them). */
const PLANTED = [
  'POST /test-only/crash',
  'POST /test-only/write-then-refuse',
  'GET /test-only/html-error/:id',
];

function plantBugs(app: FastifyInstance, database: DatabaseHandle): void {
  app.post('/test-only/crash', async (request) => {
    // A handler that trusts its input: anything but an object with a string `name` makes it throw.
    return { length: (request.body as { name: string }).name.length };
  });
  app.post('/test-only/write-then-refuse', async (request) => {
    // Writes before it validates, outside a transaction.
    await database.db
      .insert(auditLog)
      .values({ username: 'planted', action: 'planted.write', entity: 'test' });
    if (typeof (request.body as { name?: unknown })?.name !== 'string') throw badRequest('name: required');
    return { ok: true };
  });
  app.get('/test-only/html-error/:id', async (_request, reply) =>
    reply.code(400).type('text/html').send('<b>bad</b>'),
  );
}

/** `{ ':id': '12' }` from a route path and the fixture's path for it. */
function realParamValues(routePath: string, realPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  const routeParts = routePath.split('/');
  const realParts = realPath.split('/');
  for (const [i, part] of routeParts.entries()) {
    if ((part.startsWith(':') || part === '*') && realParts[i] !== undefined && realParts[i] !== part)
      out[part] = realParts[i]!;
  }
  return out;
}

/** What is wrong with an answer, if anything: a 5xx, a stack trace, or a 4xx without a JSON message. */
function checkResponse(status: number, contentType: unknown, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  if (body.includes('    at ')) return `leaked a stack trace: ${body.slice(0, 200)}`;
  if (status < 400) return null;
  if (!String(contentType).startsWith('application/json'))
    return `${status} answered as ${String(contentType)}`;
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return `${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  return typeof message === 'string' && message.length > 0
    ? null
    : `${status} without a message: ${body.slice(0, 200)}`;
}

function describeSent(sent: Sent): string {
  const payload =
    sent.payload === undefined ? '' : ` ${sent.payload.slice(0, 160)}${sent.payload.length > 160 ? '…' : ''}`;
  return `${sent.actor} ${sent.method} ${sent.url.slice(0, 200)} [${sent.describe}${sent.contentType ? `, ${sent.contentType}` : ''}]${payload}`;
}
