import { bootstrap } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DataDirLockedError } from './db/client.js';
import { startupBanner } from './startup-banner.js';

/** Process entry: only timeouts, graceful close and listen live here; everything else is in app.ts. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app, createdAdmin, demoLogins } = await bootstrap(config);
  app.server.requestTimeout = 60_000;

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;

  process.stdout.write(startupBanner({ url, adminUsername: config.adminUsername, createdAdmin, demoLogins }));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Rotawise failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
