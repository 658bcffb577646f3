// The yardstick of `npm run bench:load`: a bare Fastify answering the month read with the same JSON bytes,
// held in memory ready to send (no session, no database, no serializing). Reads them from the file
// MONTH_JSON, listens on a free port of 127.0.0.1 and prints `listening <port>`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const month = readFileSync(process.env.MONTH_JSON!, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/schedules/month/:year/:month', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(month),
);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
