import type { FastifyRequest } from 'fastify';

/** Who is acting, for the audit log: the signed-in user of a route whose access rule required one. */
export function actorOf(request: FastifyRequest): { id: number; username: string; staffId: number | null } {
  const user = request.user;
  if (!user) throw new Error('actorOf needs a signed-in route');
  return { id: user.id, username: user.username, staffId: user.staffId };
}
