import type { FastifyInstance } from 'fastify';
import { loadRealNameFacts, realNameStatusAnswer } from '../real-name/real-name-status';
import type { SimServices } from '../services';
import { answerCards } from './card-query-routes';

/** The real-name status query; the real-name changes are orders (change-routes.ts, real-name/). */
export function registerRealNameRoutes(app: FastifyInstance, services: SimServices): void {
  app.get('/v1/query/sim-real-name-status', (request) =>
    answerCards(
      services,
      request,
      { needsEvents: false, load: (iccids) => loadRealNameFacts(services.database, iccids) },
      realNameStatusAnswer,
    ),
  );
}
