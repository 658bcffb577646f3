import type { DashboardWidget } from '@rotawise/api-contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { staff, users } from '../../db/schema.js';

export function createProfileRepository(db: Queryable) {
  return {
    async updateContact(
      staffId: number,
      changes: { email?: string | null; phone?: string | null },
      q: Queryable = db,
    ) {
      await q.update(staff).set(changes).where(eq(staff.id, staffId));
    },
    async setDashboardWidgets(userId: number, widgets: DashboardWidget[]) {
      await db.update(users).set({ dashboardWidgets: widgets }).where(eq(users.id, userId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
