import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, type TestApp } from '../../test/helper.js';
import { listenOnFreePort, rawRequest } from '../../test/raw-http.js';

describe('requests only a raw socket sends', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    port = await listenOnFreePort(t.app);
  });
  afterAll(async () => t.app.close());

  it('refuses a cross-origin POST whose request line is in absolute form', async () => {
    const body = JSON.stringify(ADMIN);
    const response = await rawRequest(
      port,
      [
        `POST http://127.0.0.1:${port}/api/login HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Origin: https://evil.example',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ message: 'Cross-origin request refused' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an over-long path parameter with 414 in the usual {message} shape, without the URL', async () => {
    const id = '9'.repeat(300);
    const response = await rawRequest(
      port,
      `PUT /api/registration-requests/${id}/status HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBe(414);
    expect(response.headers['content-type']).toContain('application/json');
    const body = JSON.parse(response.body);
    expect(Object.keys(body)).toEqual(['message']);
    expect(response.body).not.toContain(id);
  });

  it('answers oversized headers with 431 in the usual {message} shape, without the URL', async () => {
    const path = `/api/health?${'q'.repeat(100)}`;
    const response = await rawRequest(
      port,
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'x'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toContain('application/json');
    const body = JSON.parse(response.body);
    expect(Object.keys(body)).toEqual(['message']);
    expect(response.body).not.toContain('qqqq');
  });
});
