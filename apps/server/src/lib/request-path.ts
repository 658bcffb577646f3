import type { FastifyRequest } from 'fastify';

/**
 * The path a request is routed on, without the query. A request line may be in absolute form
 * (`POST http://host/api/login HTTP/1.1`), which the router accepts, so `request.url` alone is not a path.
 */
export function requestPath(request: Pick<FastifyRequest, 'url'>): string {
  const url = request.url;
  if (url.startsWith('/')) return url.split('?')[0] ?? '/';
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/** True for the API's own paths: /api and everything below it. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
