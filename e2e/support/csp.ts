import type { Page } from '@playwright/test';

/**
 * Collects the page's Content-Security-Policy violations: Chromium reports each on the console
 * ("Refused to ... because it violates the following Content Security Policy directive") and fires a
 * `securitypolicyviolation` event. A journey that calls this ends with `expect(await violations()).toEqual([])`.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(`event: ${text}`));
  // Runs in the browser (a string: e2e is type-checked with Node types only).
  await page.addInitScript(`
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.(
        event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' + event.sourceFile + ':' + event.lineNumber,
      );
    });
  `);
  return async () => [...seen];
}
