import type { AuditEntry } from '@rotawise/api-contract';
import type { AuditRepository } from './audit-repository.js';

export function createAuditService(deps: { audit: AuditRepository }) {
  return {
    /** The latest entries, newest first, as the API shows them. */
    async latest(limit: number): Promise<AuditEntry[]> {
      return (await deps.audit.latest(limit)).map((row) => ({
        id: row.id,
        userId: row.userId,
        username: row.username,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        details: row.details ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
