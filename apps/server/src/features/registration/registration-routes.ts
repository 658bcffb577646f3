import {
  IdParamsSchema,
  PendingCountSchema,
  REGISTRATION_MESSAGES,
  RegisterResponseSchema,
  RegistrationChallengeSchema,
  RegistrationRequestSchema,
  RegistrationReviewResponseSchema,
  RegistrationReviewSchema,
  RegistrationSubmitSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createChallengeRepository } from './challenge-repository.js';
import { createRegistrationRepository } from './registration-repository.js';
import { createRegistrationService } from './registration-service.js';

// Public submissions are few per person: a handful an hour per address stops scripted floods.
const submitLimit = { rateLimit: { max: 5, timeWindow: '1 hour' } };

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = createRegistrationRepository(app.ctx.db);
  const challenges = createChallengeRepository(app.ctx.db);
  const service = createRegistrationService({ db: app.ctx.db, requests, challenges, audit: app.ctx.audit });

  app.get(
    '/api/register/challenge',
    {
      config: { access: access.public, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { response: { 200: RegistrationChallengeSchema, ...errorResponses } },
    },
    async () => service.issueChallenge(),
  );

  app.post(
    '/api/register',
    {
      config: { access: access.public, ...submitLimit },
      schema: {
        body: RegistrationSubmitSchema,
        response: { 201: RegisterResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await service.submit(request.body);
      return reply
        .code(201)
        .send({ ...created, status: 'pending' as const, message: REGISTRATION_MESSAGES.submitted });
    },
  );

  app.post(
    '/api/registration-requests',
    {
      config: { access: access.public, ...submitLimit },
      schema: {
        body: RegistrationSubmitSchema,
        response: { 201: RegistrationRequestSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = await service.submit(request.body);
      return reply.code(201).send((await service.find(id))!);
    },
  );

  app.get(
    '/api/registration-requests',
    {
      config: { access: access.owner },
      schema: { response: { 200: z.array(RegistrationRequestSchema), ...errorResponses } },
    },
    async () => service.list(),
  );

  app.get(
    '/api/registration-requests/pending-count',
    {
      config: { access: access.owner },
      schema: { response: { 200: PendingCountSchema, ...errorResponses } },
    },
    async () => ({ count: await service.pendingCount() }),
  );

  app.put(
    '/api/registration-requests/:id/status',
    {
      config: { access: access.owner },
      schema: {
        params: IdParamsSchema,
        body: RegistrationReviewSchema,
        response: { 200: RegistrationReviewResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.review(request.params.id, request.body, {
        id: request.user!.id,
        username: request.user!.username,
      }),
  );
};
