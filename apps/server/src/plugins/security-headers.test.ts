import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'rotawise-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Rotawise</title>');
    t = await buildTestApp({ NODE_ENV: 'production', WEB_DIST: webDist });
  });
  afterAll(async () => t.app.close());

  for (const url of ['/', '/dashboard', '/api/health', '/api/no-such-route', '/api/docs/static/index.html']) {
    it(`sends a script policy without inline scripts or eval, and the usual headers, on ${url}`, async () => {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // No script-src-elem or -attr loosens what script-src says.
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.has('script-src-elem')).toBe(false);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  }
});
