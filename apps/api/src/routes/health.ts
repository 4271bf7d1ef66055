import { z } from 'zod';
import type { RegisterRoutes } from '../app';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const registerHealth: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'get',
      path: '/api/health',
      operationId: 'health',
      summary: 'Liveness and the storage in use',
      tag: 'system',
      response: healthSchema,
      cacheControl: 'no-store',
    },
    () => ({ status: 'ok' as const, database: deps.databaseKind }),
  );
};
