import { describe, expect, it } from 'vitest';
import { startupBanner } from './startup-banner.js';

const demoLogins = [
  {
    username: 'avery.quill',
    password: 'pw-avery-1234',
    name: 'Avery Quill',
    role: 'PHYSICIAN',
    isAdmin: true,
  },
  {
    username: 'basil.ferrow',
    password: 'pw-basil-5678',
    name: 'Basil Ferrow',
    role: 'PHYSICIAN',
    isAdmin: false,
  },
];

describe('the console banner of a start', () => {
  it('shows a generated admin password once, marked as such', () => {
    const text = startupBanner({
      url: 'http://localhost:3000',
      adminUsername: 'admin',
      createdAdmin: { username: 'admin', password: 'gen-secret-99', generated: true },
      demoLogins: null,
    });
    expect(text).toContain('http://localhost:3000');
    expect(text).toContain('admin / gen-secret-99');
    expect(text).toContain('shown only this once');
  });

  it('never prints an admin password that came from the environment', () => {
    const text = startupBanner({
      url: 'http://localhost:3000',
      adminUsername: 'admin',
      createdAdmin: { username: 'admin', password: 'from-the-env-1', generated: false },
      demoLogins: null,
    });
    expect(text).not.toContain('from-the-env-1');
    expect(text).toContain('Admin login: admin (password from ADMIN_PASSWORD)');
  });

  it('lists every demo login with its own password on the start that seeded them, and not after', () => {
    const first = startupBanner({ url: 'u', adminUsername: 'admin', createdAdmin: null, demoLogins });
    expect(first).toMatch(/avery\.quill\s+pw-avery-1234\s+Avery Quill, Physician, admin/);
    expect(first).toMatch(/basil\.ferrow\s+pw-basil-5678\s+Basil Ferrow, Physician/);
    const later = startupBanner({ url: 'u', adminUsername: 'admin', createdAdmin: null, demoLogins: null });
    expect(later).not.toContain('pw-');
    expect(later).not.toContain('basil.ferrow');
  });
});
