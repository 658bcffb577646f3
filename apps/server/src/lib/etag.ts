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
  // Tags of recent bodies: a body served from a cache is the same string again, and V8 keeps a string's
  // hash with it, so finding its tag takes no pass over the bytes.
  const recent = new Map<string, string>();
  const tagOf = (payload: string | Buffer) => {
    // With `significant`, bytes that carry no meaning (a generation timestamp) are left out: a weak tag.
    const hashed = options.significant ? options.significant(payload.toString()) : payload;
    const digest = createHash('sha256').update(hashed).digest('base64url').slice(0, 27);
    return options.significant ? `W/"${digest}"` : `"${digest}"`;
  };
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    let tag = typeof payload === 'string' ? recent.get(payload) : undefined;
    if (tag === undefined) {
      tag = tagOf(payload);
      if (typeof payload === 'string') {
        if (recent.size >= 32) recent.delete(recent.keys().next().value!);
        recent.set(payload, tag);
      }
    }
    reply.header('etag', tag).header('cache-control', cacheControl);
    if (!ifNoneMatchHits(request.headers['if-none-match'], tag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  };
}
