import { z } from 'zod';

/** Every error the API sends: `{ message }`, where a 400's message names the field. */
export const ErrorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const IdParamsSchema = z.object({
  // Bounded to PostgreSQL's integer, so an absurd id is a 400 rather than a database error.
  id: z.coerce
    .number()
    .int('id must be a whole number')
    .positive('id must be a positive integer')
    .max(2_147_483_647, 'id is too large'),
});

export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  driver: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** One admin action in the audit log: who, what, which record, when. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
