import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '@rotawise/api-contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { HttpError } from '../lib/http-errors.js';
import { loggedUrl } from './logging.js';

interface ZodLikeIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** "startDate: Start date is required" — the message always names the field. */
function describeValidation(context: string | undefined, issues: ZodLikeIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path =
        issue.params?.issue?.path?.map(String).join('.') ||
        issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const field = path || context || 'request';
      const message = issue.params?.issue?.message ?? issue.message ?? 'Invalid input';
      return message.toLowerCase().startsWith(field.toLowerCase()) ? message : `${field}: ${message}`;
    })
    .join('; ');
}

/** A complete JSON error answer written straight to a socket the HTTP parser gave up on. */
function rawJsonError(status: number, message: string): string {
  const body = JSON.stringify({ message });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Errors raised before any route runs, in the same `{ message }` shape as every other error and never
 * echoing the URL: a malformed URL or an over-long path parameter (router), and requests the HTTP parser
 * refuses, such as oversized headers (431) or a timeout (408).
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send({ message: 'URI too long' });
    if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ message: 'Malformed URL' });
    return reply.code(500).send({ message: MESSAGES.internalError });
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request header fields too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request timeout']
          : [400, 'Malformed request'];
    if (socket.writable) socket.write(rawJsonError(status, message));
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/**
 * One error handler for the whole API: `{ message }` with the right status; 5xx messages are hidden and
 * logged with the request context, so no stack trace or database error ever reaches a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: describeValidation(error.validationContext, error.validation) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: loggedUrl(request) }, 'response did not match its schema');
      return reply.code(500).send({ message: MESSAGES.internalError });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to describe.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'body: invalid JSON'
          : error.message;
      return reply.code(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: a short warning (no stack) and a 503 the client may retry.
      request.log.warn(
        { url: loggedUrl(request), method: request.method, code: error.code },
        'database unavailable',
      );
      return reply.code(503).send({ message: MESSAGES.databaseUnavailable });
    }
    request.log.error({ err: error, url: loggedUrl(request), method: request.method }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.internalError });
  });
}
