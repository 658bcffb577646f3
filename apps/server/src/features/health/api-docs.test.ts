import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

describe('the OpenAPI document at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.app.close());

  it('describes the API routes from their zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/login']?.post?.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).toContain('/api/registration-requests/{id}/status');
  });

  it('serves the viewer page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
