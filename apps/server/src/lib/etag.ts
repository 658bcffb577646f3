import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names this tag (weak or strong: a GET compares weakly) or is `*`. */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(tag));
}

/**
 * An onSend hook for GET routes whose answer is worth revalidating (the month, the calendar feed): an
 * ETag from the bytes sent, and 304 with no body when the client already holds them. The answer is still
 * computed; what is saved is the transfer and the client's parsing, on the routes polled most.
 */
export function etagOnSend(cacheControl: string, options: { significant?: (body: string) => string } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    // With `significant`, bytes that carry no meaning (a generation timestamp) are left out: a weak tag.
    const hashed = options.significant ? options.significant(payload.toString()) : payload;
    const digest = createHash('sha256').update(hashed).digest('base64url').slice(0, 27);
    const tag = options.significant ? `W/"${digest}"` : `"${digest}"`;
    reply.header('etag', tag).header('cache-control', cacheControl);
    if (!ifNoneMatchHits(request.headers['if-none-match'], tag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  };
}
