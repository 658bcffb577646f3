import { ROLE_LABELS, type StaffRole } from '@rotawise/api-contract';
import type { Bootstrapped } from './bootstrap.js';

export interface BannerInput {
  url: string;
  adminUsername: string;
  createdAdmin: Bootstrapped['createdAdmin'];
  demoLogins: Bootstrapped['demoLogins'];
}

/** What a start prints on the console: where to go, and the logins this start created. */
export function startupBanner({ url, adminUsername, createdAdmin, demoLogins }: BannerInput): string {
  const lines = ['', `  Rotawise is running at ${url}`];
  // A password from ADMIN_PASSWORD is never printed: the console may end up in a log.
  if (createdAdmin?.generated) {
    lines.push(`  Admin login: ${createdAdmin.username} / ${createdAdmin.password}`);
    lines.push('  (a generated password, shown only this once: note it down)');
  } else if (createdAdmin) {
    lines.push(`  Admin login: ${createdAdmin.username} (password from ADMIN_PASSWORD)`);
  } else {
    lines.push(`  Admin login: ${adminUsername} (password as set when the database was created)`);
  }
  if (demoLogins) {
    lines.push(
      '  The demo department was seeded into the new database. Its logins, each with its own password,',
      '  are shown only this once (sign in as one of them to try the staff side):',
    );
    const width = Math.max(...demoLogins.map((l) => l.username.length));
    for (const login of demoLogins) {
      const role = ROLE_LABELS[login.role as StaffRole] ?? login.role;
      lines.push(
        `    ${login.username.padEnd(width)}  ${login.password}  ${login.name}, ${role}${login.isAdmin ? ', admin' : ''}`,
      );
    }
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}
