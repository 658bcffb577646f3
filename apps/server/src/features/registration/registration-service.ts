import {
  type InitialLogin,
  REGISTRATION_MESSAGES,
  type RegistrationReview,
  type RegistrationReviewResponse,
  type RegistrationSubmit,
} from '@rotawise/api-contract';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';
import { createStaffWithLogin, usernameBase } from '../staff/staff-accounts.js';
import type { ChallengeRepository } from './challenge-repository.js';
import type { RegistrationRepository } from './registration-repository.js';

export function createRegistrationService(deps: {
  db: Database;
  requests: RegistrationRepository;
  challenges: ChallengeRepository;
  audit: AuditRepository;
}) {
  const { db, requests, challenges, audit } = deps;
  return {
    issueChallenge: () => challenges.issue(),
    list: () => requests.list(),
    pendingCount: () => requests.pendingCount(),
    find: (id: number) => requests.find(id),

    /** Checks the server-issued verification answer, then stores a pending request. */
    async submit(input: RegistrationSubmit) {
      const check = await challenges.check(input.captcha.id, input.captcha.answer);
      if (check === 'missing') throw badRequest(`captcha: ${REGISTRATION_MESSAGES.verificationExpired}`);
      if (check === 'wrong') throw badRequest(`captcha: ${REGISTRATION_MESSAGES.verificationWrong}`);
      const id = await requests.insert({
        name: input.name,
        email: input.email,
        organization: input.organization,
        department: input.department,
        phoneNumber: input.phoneNumber,
      });
      return { id, username: usernameBase(input.name) };
    },

    /**
     * Pending: approve (creates the staff record and login, returned once) or reject.
     * Decided: only the notes change; the status must be sent unchanged.
     */
    async review(id: number, review: RegistrationReview, actor: Actor): Promise<RegistrationReviewResponse> {
      return db.transaction(async (tx) => {
        const current = await requests.find(id, tx);
        if (!current) throw notFound(`Registration request ${id} not found`);
        const notes = review.notes ?? null;
        let initialLogin: InitialLogin | null = null;
        if (current.status !== 'pending') {
          if (review.status !== current.status) throw conflict(REGISTRATION_MESSAGES.decidedStatusLocked);
          await requests.update(id, { notes }, tx);
          await audit.record(actor, 'registration.notes', 'registration_request', id, { notes }, tx);
        } else if (review.status === 'pending') {
          await requests.update(id, { notes }, tx);
          await audit.record(actor, 'registration.notes', 'registration_request', id, { notes }, tx);
        } else {
          let createdStaffId: number | null = null;
          if (review.status === 'approved') {
            const created = await createStaffWithLogin(tx, {
              name: current.name,
              role: 'PHYSICIAN',
              email: current.email,
              phone: current.phone_number,
            });
            createdStaffId = created.staffId;
            initialLogin = created.initialLogin;
          }
          await requests.update(
            id,
            { status: review.status, notes, reviewedAt: new Date(), reviewedBy: actor.id, createdStaffId },
            tx,
          );
          await audit.record(
            actor,
            `registration.${review.status}`,
            'registration_request',
            id,
            { notes, createdStaffId, username: initialLogin?.username },
            tx,
          );
        }
        const updated = await requests.find(id, tx);
        return { ...updated!, initialLogin };
      });
    },
  };
}
