import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@rotawise/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionsRepository } from '../features/auth/sessions-repository.js';
import { createBatchLoader } from '../lib/batch-loader.js';
import { forbidden } from '../lib/http-errors.js';
import { isApiPath, requestPath } from '../lib/request-path.js';

export const SESSION_COOKIE = 'rotawise_session';

export interface AuthUser {
  id: number;
  username: string;
  staffId: number | null;
  isAdmin: boolean;
  isOwner: boolean;
  /** A login with an initial password may only set a new one (and read itself, or log out). */
  mustChangePassword?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionId: string | null;
  }
  interface FastifyReply {
    startSession(userId: number): Promise<void>;
    endSession(): Promise<void>;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
// Refresh the idle deadline at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60_000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses state-changing requests that a browser sends from another site (Origin or Sec-Fetch-Site). */
function isCrossOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Server-side sessions in the database: the cookie holds a random token, the table its hash. A new
 * token at every login (no fixation), an idle deadline, an absolute lifetime, and logout deletes the row.
 */
export function registerSessions(
  app: FastifyInstance,
  deps: {
    sessions: SessionsRepository;
    idleMinutes: number;
    maxHours: number;
    isOwner: (username: string) => boolean;
  },
): void {
  const idleMs = deps.idleMinutes * 60_000;
  const maxMs = deps.maxHours * 3600_000;
  // The lookups of concurrent requests share a query; each still sees every logout committed before it.
  const active = createBatchLoader((ids: string[]) =>
    deps.sessions.findActive(ids, new Date(), new Date(Date.now() - maxMs)),
  );
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: Math.floor(Math.min(idleMs, maxMs) / 1000),
    });

  app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: number) {
    const request = this.request;
    if (request.sessionId) await deps.sessions.delete(request.sessionId);
    const token = randomBytes(32).toString('base64url');
    const id = hashToken(token);
    await deps.sessions.create({ id, userId, expiresAt: new Date(Date.now() + idleMs) });
    request.sessionId = id;
    setCookie(request, this, token);
  });

  app.decorateReply('endSession', async function endSession(this: FastifyReply) {
    const request = this.request;
    if (request.sessionId) await deps.sessions.delete(request.sessionId);
    request.sessionId = null;
    request.user = null;
    this.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  // API answers carry personal data and session state: no browser or proxy cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    const path = requestPath(request);
    if (isApiPath(path) && !path.startsWith('/api/docs')) reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request) => {
    // Every state-changing request, whatever its path or the form of its request line.
    if (UNSAFE_METHODS.has(request.method) && isCrossOrigin(request)) throw forbidden(MESSAGES.crossOrigin);
    if (!isApiPath(requestPath(request))) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const found = await active.get(id);
    if (!found) return;
    request.sessionId = id;
    request.user = { ...found.user, isOwner: deps.isOwner(found.user.username) };
    if (Date.now() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await deps.sessions.touch(id, new Date(Date.now() + idleMs));
    }
  });
}
