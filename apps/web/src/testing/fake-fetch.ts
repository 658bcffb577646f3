import { vi } from 'vitest';

/** A route of the tiny fetch fake: 'METHOD /path' -> a response (or a function building one). */
export type FakeResponse = { status?: number; body?: unknown; statusText?: string; raw?: string };
type Handler =
  | FakeResponse
  | ((request: { body: unknown; url: string }) => FakeResponse | Promise<FakeResponse>);

export interface FakeFetch {
  calls: { method: string; url: string; body: unknown; init: RequestInit | undefined }[];
}

/**
 * Stubs global fetch at the edge of the app (MSW is not installed): each request is matched by method and
 * path, and unmatched ones answer 404 so a test fails loudly.
 */
export function installFakeFetch(routes: Record<string, Handler>): FakeFetch {
  const state: FakeFetch = { calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = new URL(url, 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      state.calls.push({ method, url, body, init });
      const handler = routes[`${method} ${path}`];
      if (!handler) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      const result = typeof handler === 'function' ? await handler({ body, url }) : handler;
      const status = result.status ?? 200;
      const text = result.raw ?? (result.body === undefined ? '' : JSON.stringify(result.body));
      return new Response(status === 204 ? null : text, {
        status,
        statusText: result.statusText ?? '',
        headers:
          result.raw === undefined
            ? { 'content-type': 'application/json' }
            : { 'content-type': 'text/plain' },
      });
    }),
  );
  return state;
}
