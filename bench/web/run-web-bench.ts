/**
 * Web speed in headless Chromium on the demo department's generated, published month (about 40 staff,
 * 20-26 shifts a day), signed in as a staff member:
 * - calendarInteractiveMs: navigation start to the month's chips in the DOM with React's handlers attached
 *   (the Auto-Expand switch answers a click), read from the page's own clock;
 * - monthSwitchMs: click on the next-month arrow to the next month's chips drawn (data not yet cached);
 * - autoExpandMs: click on Auto-Expand to the collapsed month drawn;
 * - firstLoadJsGzipBytes: gzip size of every script the first signed-in page (/dashboard) loads before the
 *   calendar shows.
 * Medians of RUNS fresh page loads. Needs `npm run build` first. The last line is one JSON object.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { generateAndPublish, startServer } from './server.js';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3900 + (process.pid % 90));
const STAFF_USERNAME = 'silas.quenby';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Installed before any page script: notes when the first chip appears, on the page's clock. */
const CHIP_WATCH = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-entry-id]')) {
      window.__chipsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** Clicks a control and resolves with the time until `done` holds after a DOM change, on the page's clock. */
async function timeClick(page: Page, selector: string, done: string): Promise<number> {
  // A string script: it runs in the page, where the DOM is (bench is type-checked with Node types only).
  return page.evaluate(`new Promise((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (${done}) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.querySelector(${JSON.stringify(selector)}).click();
  })`);
}

async function main() {
  const server = await startServer(PORT);
  try {
    const now = new Date();
    const year = now.getFullYear();
    const month = now.getMonth() + 1;
    const next = new Date(year, month, 1);
    const entries = await generateAndPublish(server.baseURL, year, month);
    await generateAndPublish(server.baseURL, next.getFullYear(), next.getMonth() + 1);
    console.log(`generated and published ${entries} entries for ${year}-${month} (and the next month)`);

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const results = {
      calendarInteractiveMs: [] as number[],
      monthSwitchMs: [] as number[],
      autoExpandMs: [] as number[],
      firstLoadJsGzipBytes: [] as number[],
    };
    const nextTitle = next.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const login = await context.request.post(`${server.baseURL}/api/login`, {
        data: { username: STAFF_USERNAME, password: server.demoPassword(STAFF_USERNAME) },
      });
      if (!login.ok()) throw new Error(`staff login failed: ${login.status()}`);
      const page = await context.newPage();
      await page.addInitScript(CHIP_WATCH);
      let jsBytes = 0;
      let counting = true;
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        if (!counting || response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then(
            (body) => {
              jsBytes += gzipSync(body, { level: 9 }).length;
            },
            () => undefined,
          ),
        );
      });
      await page.goto(`${server.baseURL}/dashboard`, { waitUntil: 'commit' });
      await page.waitForSelector('[data-entry-id]');
      counting = false;
      await Promise.all(pending);
      const chipsAt = (await page.evaluate('window.__chipsAt')) as number;
      // Interactive: React answers a click on Auto-Expand; its time adds to the first draw.
      const firstToggle = await timeClick(
        page,
        'input[type="checkbox"]',
        `document.querySelectorAll('[data-entry-id]').length <= 3 * 31`,
      );
      await timeClick(
        page,
        'input[type="checkbox"]',
        `document.querySelectorAll('[data-entry-id]').length > 3 * 31`,
      );
      results.calendarInteractiveMs.push(chipsAt + firstToggle);
      results.firstLoadJsGzipBytes.push(jsBytes);
      results.autoExpandMs.push(
        await timeClick(
          page,
          'input[type="checkbox"]',
          `document.querySelectorAll('[data-entry-id]').length <= 3 * 31`,
        ),
      );
      await timeClick(
        page,
        'input[type="checkbox"]',
        `document.querySelectorAll('[data-entry-id]').length > 3 * 31`,
      );
      results.monthSwitchMs.push(
        await timeClick(
          page,
          'button[aria-label="Next month"]',
          `document.querySelector('[data-testid="calendar-title"]')?.textContent === ${JSON.stringify(nextTitle)} && document.querySelectorAll('[data-entry-id]').length > 100`,
        ),
      );
      const lastScriptAt = (await page.evaluate(
        `Math.round(Math.max(0, ...performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).filter((e) => e.startTime < window.__chipsAt).map((e) => e.responseEnd)))`,
      )) as number;
      const monthDataAt = (await page.evaluate(
        `Math.round(performance.getEntriesByType('resource').find((e) => e.name.includes('/api/schedules/month'))?.responseEnd ?? 0)`,
      )) as number;
      await context.close();
      console.log(
        `run ${run + 1}: last script at ${lastScriptAt} ms, month data at ${monthDataAt} ms, chips at ${chipsAt.toFixed(0)} ms, first click +${firstToggle.toFixed(0)} ms, js ${jsBytes} B gzip`,
      );
    }
    await browser.close();
    const summary = {
      calendarInteractiveMs: Math.round(median(results.calendarInteractiveMs)),
      monthSwitchMs: Math.round(median(results.monthSwitchMs)),
      autoExpandMs: Math.round(median(results.autoExpandMs)),
      firstLoadJsGzipBytes: Math.round(median(results.firstLoadJsGzipBytes)),
    };
    console.log(
      `targets: interactive <= 1000 ms, month switch <= 200 ms, first-load JS <= ${250 * 1024} B gzip`,
    );
    console.log(JSON.stringify(summary));
  } finally {
    await server.stop();
  }
}

await main();
