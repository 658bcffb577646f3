import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY, type Theme } from './accounts.js';
import { E2E_ADMIN, SCREENSHOTS } from './constants.js';

export interface Applicant {
  name: string;
  email: string;
  organization: string;
  department: string;
  phoneNumber: string;
}

/**
 * A staff account made the way a real person's is: a registration request through the public API, approved
 * by the owner. Answers the one-time initial login.
 */
export async function createStaffAccount(
  request: APIRequestContext,
  person: Applicant,
  notes: string,
): Promise<{ username: string; password: string }> {
  const challenge = (await (await request.get('/api/register/challenge')).json()) as {
    id: string;
    question: string;
  };
  const [a, b] = (challenge.question.match(/\d+/g) ?? []).map(Number);
  const submitted = await request.post('/api/registration-requests', {
    data: { ...person, captcha: { id: challenge.id, answer: (a ?? 0) + (b ?? 0) } },
  });
  expect(submitted.status()).toBe(201);
  const { id } = (await submitted.json()) as { id: number };
  expect((await request.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  const review = await request.put(`/api/registration-requests/${id}/status`, {
    data: { status: 'approved', notes },
  });
  expect(review.status()).toBe(200);
  const { initialLogin } = (await review.json()) as { initialLogin: { username: string; password: string } };
  await request.post('/api/logout');
  return initialLogin;
}

/** axe with the WCAG 2.x A/AA rules: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * The page as it stands in light and dark, at desktop width (and phone width unless `desktopOnly`): each
 * time the stored theme is switched and the page reloaded, `ready` waits for its content, axe finds no
 * serious violation, nothing scrolls sideways, and the whole page is captured as
 * `<name>-<desktop|phone>-<theme>.png`. Ends at desktop width in light, reloaded.
 */
export async function captureAll(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  options: { desktopOnly?: boolean } = {},
): Promise<void> {
  const sizes = options.desktopOnly ? (['desktop'] as const) : (['desktop', 'phone'] as const);
  for (const size of sizes) {
    await page.setViewportSize(VIEWPORTS[size]);
    for (const theme of ['light', 'dark'] as Theme[]) {
      await storeTheme(page, theme);
      await page.reload();
      await ready();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${name} ${size} ${theme}`);
      const overflow = await page.evaluate(() => {
        const root = (
          globalThis as unknown as {
            document: { documentElement: { scrollWidth: number; clientWidth: number } };
          }
        ).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, `${name} ${size} ${theme} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}${name}-${size}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await storeTheme(page, 'light');
  await page.reload();
  await ready();
}

/** Stores the theme in the page's localStorage (the page runs in the browser; e2e has Node types only). */
export async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, value]) =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key, value),
    [THEME_STORAGE_KEY, theme] as const,
  );
}
