import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: so does the database). */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'database is not answering');
      return reply.code(503).send({ error: 'Database unavailable' });
    }
  });
}
