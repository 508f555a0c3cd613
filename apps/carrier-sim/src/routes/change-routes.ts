import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../http/authentication';
import { orderResult } from '../orders/order-result';
import { acceptOrder } from '../orders/order-service';
import type { SimServices } from '../services';

/** Changes answer an order number at once and take effect after the configured delay. */
export function registerChangeRoutes(app: FastifyInstance, services: SimServices): void {
  const settings = {
    delaySeconds: services.config.orderDelaySeconds,
    changeIntervalSeconds: services.config.changeIntervalSeconds,
  };
  for (const definition of services.changeKinds) {
    app.post(definition.path, async (request) => {
      const account = requestAccount(request);
      const accepted = await acceptOrder(
        services.database,
        services.clock,
        settings,
        account,
        definition,
        request.body,
      );
      services.orders.wakeAfter(settings.delaySeconds * 1000);
      return accepted;
    });
  }

  const byKind = new Map(services.changeKinds.map((definition) => [definition.kind, definition]));
  const shownRequest = (kind: string, request: Record<string, unknown>) =>
    byKind.get(kind)?.shownRequest?.(request) ?? request;
  app.get<{ Params: { orderNumber: string } }>('/v1/orders/:orderNumber', async (request) =>
    orderResult(services.database, requestAccount(request).appId, request.params.orderNumber, shownRequest),
  );
}
