import type { HealthResponse } from '@rotawise/api-contract';
import type { DatabaseHandle } from '../../db/client.js';
import type { HealthRepository } from './health-repository.js';

export function createHealthService(deps: { health: HealthRepository; driver: DatabaseHandle['driver'] }) {
  return {
    /** Ok with the database driver, or the database's error thrown. */
    async check(): Promise<HealthResponse> {
      await deps.health.ping();
      return { status: 'ok', database: 'ok', driver: deps.driver };
    },
  };
}
