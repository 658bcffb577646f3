import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
// Fields of database errors that carry the values of a query: Drizzle's bound parameters, PostgreSQL's
// detail ("Key (email)=(...) already exists") and the failing row.
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'parameters']);
// Drizzle puts the parameters into its message too: "Failed query: <sql>\nparams: <values>", values that
// may span lines, up to the end of the message or the stack's first frame.
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

const scrubText = (text: string) => text.replace(PARAMS_IN_TEXT, `\nparams: ${REDACTED}`);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The address itself is a credential (a calendar feed's token): logs show the route's pattern. */
    secretUrl?: boolean;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string; config?: { secretUrl?: boolean } };
}

/** The request's URL as logs may show it: a secret URL becomes its route's pattern. */
export function loggedUrl(request: LoggedRequest): string {
  const route = request.routeOptions;
  return route?.config?.secretUrl && route.url ? route.url : request.url;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Errors as logged: type, message, stack, code and the other own fields, with the values of a failed
 * query left out (names, emails, phones and notes of the people it was about), its SQL text kept.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const out: SerializedError = {
    type: error.name || error.constructor.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    out[key] = VALUE_FIELDS.has(key) ? REDACTED : value;
  }
  if (error.cause instanceof Error && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** The server's pino options: secrets in requests and values in database errors are redacted. */
export function loggerOptions(config: {
  logLevel: string;
}): Exclude<FastifyServerOptions['logger'], boolean> {
  return {
    level: config.logLevel,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      '*.password',
      '*.newPassword',
      '*.currentPassword',
    ],
    serializers: {
      err: serializeError,
      // Fastify's own request fields, with the URL scrubbed.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
