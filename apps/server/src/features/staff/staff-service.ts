import { STAFF_MESSAGES, type Staff, type StaffSummary, type StaffValues } from '@rotawise/api-contract';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { AuthUser } from '../../plugins/session.js';
import type { Actor } from '../audit/audit-repository.js';
import type { StaffRepository } from './staff-repository.js';

/** The signed-in admin acting, with the staff record their login belongs to (if any). */
export interface StaffActor extends Actor {
  staffId: number | null;
}

/** Who reads the staff list: admins read everything, others their own record and colleagues' summaries. */
export type StaffReader = Pick<AuthUser, 'isAdmin' | 'staffId'>;

/** A colleague's contact details stay with admins (and the person themselves). */
function visibleTo(reader: StaffReader, member: Staff): Staff | StaffSummary {
  if (reader.isAdmin || reader.staffId === member.id) return member;
  const { id, name, role, isDirector, isAdmin } = member;
  return { id, name, role, isDirector, isAdmin };
}

export function createStaffService(repo: StaffRepository) {
  return {
    async list(reader: StaffReader) {
      return (await repo.list()).map((member) => visibleTo(reader, member));
    },

    async get(reader: StaffReader, id: number) {
      const member = await repo.find(id);
      if (!member) throw notFound(STAFF_MESSAGES.notFound(id));
      return visibleTo(reader, member);
    },

    create: (values: StaffValues, actor: StaffActor) => repo.create(values, actor),

    async update(id: number, values: StaffValues, actor: StaffActor) {
      // An admin who unticks their own Administrator box would lock themselves out mid-edit.
      if (actor.staffId === id && !values.isAdmin) throw conflict(STAFF_MESSAGES.cannotDemoteSelf);
      const updated = await repo.update(id, values, actor);
      if (!updated) throw notFound(STAFF_MESSAGES.notFound(id));
      return updated;
    },

    async remove(id: number, actor: StaffActor) {
      // Deleting one's own record deletes one's own login with it.
      if (actor.staffId === id) throw conflict(STAFF_MESSAGES.cannotDeleteSelf);
      if (!(await repo.delete(id, actor))) throw notFound(STAFF_MESSAGES.notFound(id));
    },
  };
}
