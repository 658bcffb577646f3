/**
 * The only module of the web app that calls `fetch`.
 * Requests send the session cookie and JSON; a non-OK response throws an ApiError whose message is the JSON
 * `message`, else the raw body, else the status text (spec, "Calls made", generic behaviour).
 */

export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Extracts the error message of a failed response: JSON `message`, else raw body, else status text. */
export async function errorMessageOf(response: Response): Promise<string> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = '';
  }
  if (text) {
    try {
      const json: unknown = JSON.parse(text);
      if (json && typeof json === 'object' && 'message' in json) {
        const message = (json as { message: unknown }).message;
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // Not JSON: the raw body is the message.
    }
    return text;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(buildUrl(path, options.query), init);
  if (!response.ok) {
    throw new ApiError(await errorMessageOf(response), response.status);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
