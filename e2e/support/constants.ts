import { join } from 'node:path';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/**
 * Where the e2e server's console output goes, in E2E_DATA_DIR (chosen by playwright.config.ts after this
 * module is imported, hence a function).
 */
export function serverConsolePath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through e2e/playwright.config.ts');
  return join(dataDir, 'server-console.txt');
}

/** Flags for Debian's chromium on this closed-network machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOTS = new URL('../artifacts/screenshots/', import.meta.url).pathname;
