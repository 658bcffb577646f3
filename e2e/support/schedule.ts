import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './constants.js';

/** This month as the browser sees it (same machine, same time zone). */
export function thisMonth(): { year: number; month: number } {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * Generates a month through the schedule API as the admin (the shortest time budget) and waits for the
 * session to finish; publishing is a separate step so tests can look at the month before and after.
 */
export async function generateMonth(
  request: APIRequestContext,
  year: number,
  month: number,
): Promise<number> {
  expect((await request.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  const started = await request.post('/api/schedules/generate', {
    data: { year, month, timeLimitSeconds: 5 },
  });
  expect(started.status()).toBe(202);
  await expect
    .poll(
      async () => ((await (await request.get('/api/generation-sessions/active')).json()) as unknown[]).length,
      {
        timeout: 60_000,
        intervals: [1000],
      },
    )
    .toBe(0);
  const entries = (await (await request.get(`/api/schedules/month/${year}/${month}`)).json()) as unknown[];
  await request.post('/api/logout');
  return entries.length;
}

export async function publishMonth(request: APIRequestContext, year: number, month: number): Promise<void> {
  expect((await request.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  expect(
    (await request.post(`/api/schedules/publish/${year}/${month}`, { data: { year, month } })).status(),
  ).toBe(200);
  await request.post('/api/logout');
}
