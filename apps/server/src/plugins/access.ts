import { MESSAGES } from '@rotawise/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors.js';

/**
 * The single access table of the API. Every `/api` route declares one of these in `config.access`;
 * a route without one cannot even be registered (see `enforceAccess`).
 * - public: anyone
 * - signedIn: any signed-in user
 * - ownStaff: the staff member the request is about (resolved by `staffIdOf`), or an admin
 * - admin: users with the isAdmin flag
 * - owner: the owner account (OWNER_USERNAME, default the first admin) that reviews registrations
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'admin' }
  | { kind: 'owner' }
  | {
      kind: 'ownStaff';
      staffIdOf: (request: FastifyRequest) => number | null | undefined | Promise<number | null | undefined>;
    };

export type AccessKind = AccessRule['kind'];

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  admin: { kind: 'admin' },
  owner: { kind: 'owner' },
  ownStaff: (staffIdOf: Extract<AccessRule, { kind: 'ownStaff' }>['staffIdOf']): AccessRule => ({
    kind: 'ownStaff',
    staffIdOf,
  }),
} as const satisfies Record<string, AccessRule | ((...args: never[]) => AccessRule)>;

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: AccessKind;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the authorization matrix test and the docs. */
    routeAccess: RouteAccessEntry[];
  }
}

/** What a login that must set a new password may still do (spec: a new password at first sign-in). */
const BEFORE_NEW_PASSWORD = new Set(['GET /api/user', 'PUT /api/user/change-password', 'POST /api/logout']);

/** Third-party routes that are public by nature (the OpenAPI document and its viewer). */
const PUBLIC_PREFIXES = ['/api/docs'];

export function enforceAccess(app: FastifyInstance): void {
  app.decorate('routeAccess', [] as RouteAccessEntry[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, access: access.public };
    }
    const rule = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!rule) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no access rule: declare config.access`);
    }
    // Fastify's automatic HEAD twins of GET routes come through here too, with the same rule.
    for (const method of [route.method].flat()) {
      app.routeAccess.push({ method: String(method), url: route.url, access: rule.kind });
    }
  });

  // Authentication and role checks run before the body is even validated: a guest learns nothing.
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.kind === 'public') return;
    const user = request.user;
    if (!user) throw unauthorized(MESSAGES.notSignedIn);
    if (user.mustChangePassword && !BEFORE_NEW_PASSWORD.has(`${request.method} ${request.routeOptions.url}`))
      throw forbidden(MESSAGES.passwordChangeRequired);
    if (rule.kind === 'admin' && !user.isAdmin) throw forbidden(MESSAGES.forbidden);
    if (rule.kind === 'owner' && !user.isOwner) throw forbidden(MESSAGES.forbidden);
  });

  // Record-level checks need the validated params, query and body.
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule?.kind !== 'ownStaff') return;
    const user = request.user;
    if (!user) throw unauthorized(MESSAGES.notSignedIn);
    if (user.isAdmin) return;
    const staffId = await rule.staffIdOf(request);
    if (staffId == null || user.staffId == null || staffId !== user.staffId)
      throw forbidden(MESSAGES.forbidden);
  });
}
