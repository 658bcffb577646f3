import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A plain TCP relay on 127.0.0.1 in front of a database server: `down()` cuts every connection and
 * refuses new ones (the database is unreachable, as when PostgreSQL stops), `up()` relays again on the
 * same port. No protocol is faked: the server's driver meets real refused and reset connections.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((done, fail) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once('error', fail);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        done();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async down() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (s) await new Promise<void>((done) => s.close(() => done()));
    },
    up: listen,
    close() {
      return this.down();
    },
  };
}
