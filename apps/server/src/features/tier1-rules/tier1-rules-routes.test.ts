import { RuleEnforcementSchema, TIER1_MESSAGES } from '@rotawise/api-contract';
import { readRule } from '@rotawise/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import { seedDemoDepartment } from '../../db/seed/demo-department.js';
import { DEMO_TIER1_RULES } from '../../db/seed/demo-template.js';

describe('tier-1 rule routes', () => {
  let app: TestApp;
  let owner: string;
  let staffCookie: string;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDepartment(app.database.db, { today: new Date('2026-12-06T12:00:00Z') });
    owner = await signIn(app.app, ADMIN.username, ADMIN.password);
    staffCookie = (await createSignedInStaff(app, { name: 'Rae Quinn', role: 'PHYSICIAN' })).cookie;
  });
  afterAll(async () => app.app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = owner) =>
    app.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('understands all six demo rules, and every form the reader gives passes the contract', async () => {
    const response = await call('GET', '/api/tier1-rules', undefined, staffCookie);
    expect(response.statusCode).toBe(200);
    const rules = response.json();
    expect(rules).toHaveLength(DEMO_TIER1_RULES.length);
    for (const rule of rules) {
      expect(rule.enforcement, rule.ruleName).not.toBeNull();
      expect(rule.enforcedAs, rule.ruleName).toMatch(/\w/);
    }
    expect(rules.map((r: { enforcement: { kind: string } }) => r.enforcement.kind)).toEqual([
      'minRestHours',
      'maxConsecutiveDays',
      'shiftCoverage',
      'forwardRotation',
      'maxConsecutiveNights',
      'fairWeekendShare',
    ]);
    for (const rule of DEMO_TIER1_RULES) {
      expect(RuleEnforcementSchema.safeParse(readRule(rule.ruleDescription)).success).toBe(true);
    }
  });

  it('creates a rule with its machine form and the line the tab shows', async () => {
    const response = await call('POST', '/api/tier1-rules', {
      ruleName: 'Night limit',
      ruleDescription: 'No more than 6 night shifts per month.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ruleName: 'Night limit',
      isEnforced: true,
      ruleLevel: 'institutional',
      enforcement: { kind: 'maxNightsPerMonth', count: 6, nightStartHour: 17 },
      enforcedAs: 'at most 6 night shifts a month (a night is a shift starting at 17:00 or later)',
    });
  });

  it('keeps a rule it does not understand, with no machine form', async () => {
    const response = await call('POST', '/api/tier1-rules', {
      ruleName: 'Be kind',
      ruleDescription: 'Everyone should be kind to the new residents.',
      ruleLevel: 'individual',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ enforcement: null, enforcedAs: null, ruleLevel: 'individual' });
    const list = (await call('GET', '/api/tier1-rules')).json();
    expect(list.map((r: { ruleName: string }) => r.ruleName)).toContain('Be kind');
  });

  it('edits a rule, reading the new description again, and disables it', async () => {
    const created = (
      await call('POST', '/api/tier1-rules', {
        ruleName: 'Rest',
        ruleDescription: 'At least 11 hours of rest.',
      })
    ).json();
    const edited = await call('PUT', `/api/tier1-rules/${created.id}`, {
      ruleName: 'Rest (longer)',
      ruleDescription: 'At least 12 hours of rest between shifts.',
      isEnforced: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      ruleName: 'Rest (longer)',
      isEnforced: false,
      enforcement: { kind: 'minRestHours', hours: 12 },
    });
    const missing = await call('PUT', '/api/tier1-rules/999999', { ruleName: 'X', ruleDescription: 'Y' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TIER1_MESSAGES.notFound(999999));
  });

  it('deletes with 204, then 404', async () => {
    const created = (
      await call('POST', '/api/tier1-rules', { ruleName: 'Tmp', ruleDescription: 'Tmp' })
    ).json();
    const response = await call('DELETE', `/api/tier1-rules/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call('DELETE', `/api/tier1-rules/${created.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ ruleDescription: 'x' }, `ruleName: ${TIER1_MESSAGES.nameRequired}`],
    [{ ruleName: '  ', ruleDescription: 'x' }, `ruleName: ${TIER1_MESSAGES.nameRequired}`],
    [{ ruleName: 'x' }, `ruleDescription: ${TIER1_MESSAGES.descriptionRequired}`],
    [{ ruleName: 'x', ruleDescription: '' }, `ruleDescription: ${TIER1_MESSAGES.descriptionRequired}`],
    [{ ruleName: 'x'.repeat(121), ruleDescription: 'x' }, 'ruleName: must be 120 characters or less'],
    [
      { ruleName: 'x', ruleDescription: 'x'.repeat(2001) },
      'ruleDescription: must be 2000 characters or less',
    ],
    [{ ruleName: 'x', ruleDescription: 'x', isEnforced: 'yes' }, 'isEnforced:'],
    [
      { ruleName: 'x', ruleDescription: 'x', ruleLevel: 'global' },
      'ruleLevel must be individual or institutional',
    ],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    for (const [method, url] of [
      ['POST', '/api/tier1-rules'],
      ['PUT', '/api/tier1-rules/1'],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message.startsWith(message)).toBe(true);
    }
  });

  it.each([
    ['PUT', '/api/tier1-rules/0', 'id must be a positive integer'],
    ['DELETE', '/api/tier1-rules/-3', 'id must be a positive integer'],
    ['DELETE', '/api/tier1-rules/2.5', 'id must be a whole number'],
  ] as const)('%s %s is a 400 naming the id', async (method, url, message) => {
    const response = await call(
      method,
      url,
      method === 'PUT' ? { ruleName: 'x', ruleDescription: 'y' } : undefined,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('lets only admins write', async () => {
    const payload = { ruleName: 'x', ruleDescription: 'x' };
    expect((await call('POST', '/api/tier1-rules', payload, staffCookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/tier1-rules/1', payload, staffCookie)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/tier1-rules/1', undefined, staffCookie)).statusCode).toBe(403);
  });
});
