import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_ADMIN, serverConsolePath } from './support/constants.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

// Chosen once in the runner process; workers inherit the environment, so they agree on it. 3100-3599 holds
// none of the ports Chromium refuses to load (ERR_UNSAFE_PORT; 3659 is the nearest).
process.env.E2E_PORT ??= String(3100 + (process.pid % 500));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rotawise-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(here, 'artifacts/results.json') }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build, as a user gets it from `npm start`, on a fresh database with the demo data. Its
  // console goes to a file: the demo logins' passwords are shown there, once, as a user would see them.
  webServer: {
    command: `exec node ${join(root, 'apps/server/dist/server.js')} > ${serverConsolePath()}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_DATA: '1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  },
});
