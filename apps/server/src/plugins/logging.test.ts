import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { users } from '../db/schema.js';
import { loggerOptions } from './logging.js';

/** Collects what the server logs, one JSON line at a time. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('what the server logs', () => {
  it('logs a failed database query with its SQL but without the values bound to it', async () => {
    const sink = logSink();
    const t = await buildTestApp(
      {},
      {
        logger: { ...loggerOptions({ logLevel: 'error' }), stream: sink.stream },
        // Stands for any route whose query the database refuses: the parameters hold personal data.
        extraRoutes: (app, database) =>
          app.post('/test-only/failing-query', async () => {
            await database.db
              .insert(users)
              .values({ username: 'admin', passwordHash: 'Phone 555-867-5309,\nmail jane.doe@example.org' });
            return { ok: true };
          }),
      },
    );
    try {
      const response = await t.app.inject({ method: 'POST', url: '/test-only/failing-query' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error' });

      const logged = sink.lines.join('\n');
      expect(logged).toContain('request failed');
      expect(logged).toContain('insert into');
      expect(logged).not.toContain('555-867-5309');
      expect(logged).not.toContain('jane.doe@example.org');
      // PostgreSQL's detail repeats the conflicting value: "Key (username)=(admin) already exists".
      expect(logged).not.toContain('=(admin)');
    } finally {
      await t.app.close();
    }
  });
});
