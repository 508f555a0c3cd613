import type { RateLimiter } from './auth/rate-limiter';
import type { TokenService } from './auth/tokens';
import type { CarrierSimConfig } from './config';
import type { SimDatabase } from './database/database';
import type { FaultInjector } from './http/faults';
import type { ChangeDefinition } from './orders/change-definition';
import type { OrderWorker } from './orders/order-worker';
import type { SimClock } from './time/sim-clock';

/** What the routes share: one of each per running simulator. */
export interface SimServices {
  config: CarrierSimConfig;
  database: SimDatabase;
  clock: SimClock;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  faults: FaultInjector;
  orders: OrderWorker;
  /** Every change accepted as an order (status changes, real-name registrations …). */
  changeKinds: readonly ChangeDefinition[];
}
