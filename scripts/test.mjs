// `npm test`: installs what is missing (npm packages; Debian's chromium), builds, and runs every suite:
// unit and integration (vitest, all workspaces) and end-to-end (Playwright in /usr/bin/chromium).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, ensureDependencies, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Installing Debian's chromium for the end-to-end tests...");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'chromium', 'fonts-liberation']) !== 0) {
    console.error('Could not install chromium with apt-get');
    process.exit(1);
  }
}

ensureDependencies();
ensureChromium();
build();

const reports = mkdtempSync(join(tmpdir(), 'rotawise-test-'));
const unitReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'playwright.json');

console.log('\nUnit and integration tests (vitest)');
const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);

console.log('\nEnd-to-end tests (Playwright, Debian chromium)');
const e2eStatus = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}
const unit = counts(unitReport, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
const e2e = counts(e2eReport, (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));
const failed =
  unit.failed +
  e2e.failed +
  (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
console.log(
  `\nunit+integration: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(
  `tests: ${unit.passed + e2e.passed} passed, ${failed} failed${unit.skipped + e2e.skipped ? `, ${unit.skipped + e2e.skipped} skipped` : ''}`,
);
process.exit(unitStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
