export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

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
