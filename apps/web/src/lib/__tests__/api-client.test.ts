import { describe, expect, it } from 'vitest';
import { ApiError, api, errorMessageOf } from '@/lib/api-client';
import { installFakeFetch } from '@/testing/fake-fetch';

describe('errorMessageOf', () => {
  it('uses the JSON message field', async () => {
    const response = new Response(JSON.stringify({ message: 'username: too short' }), { status: 400 });
    expect(await errorMessageOf(response)).toBe('username: too short');
  });

  it('falls back to the raw body when the body is not JSON with a message', async () => {
    expect(await errorMessageOf(new Response('Gateway exploded', { status: 502 }))).toBe('Gateway exploded');
    expect(await errorMessageOf(new Response('{"error":"x"}', { status: 500 }))).toBe('{"error":"x"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    expect(await errorMessageOf(new Response(null, { status: 503, statusText: 'Service Unavailable' }))).toBe(
      'Service Unavailable',
    );
  });
});

describe('api', () => {
  it('sends cookies and JSON, and parses JSON answers', async () => {
    const fake = installFakeFetch({ 'POST /api/things': { status: 201, body: { id: 7 } } });
    const result = await api.post<{ id: number }>('/api/things', { name: 'x' });
    expect(result).toEqual({ id: 7 });
    const call = fake.calls[0]!;
    expect(call.init?.credentials).toBe('include');
    expect(call.body).toEqual({ name: 'x' });
    expect(((call.init?.headers ?? {}) as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws an ApiError carrying the message and status of a failed response', async () => {
    installFakeFetch({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    const error = await api.get('/api/user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Not signed in');
    expect((error as ApiError).status).toBe(401);
  });

  it('answers undefined for 204 and adds query parameters', async () => {
    const fake = installFakeFetch({ 'DELETE /api/things/1': { status: 204 } });
    expect(await api.delete('/api/things/1', { query: { force: true, skip: undefined } })).toBeUndefined();
    expect(fake.calls[0]!.url).toBe('/api/things/1?force=true');
  });
});
