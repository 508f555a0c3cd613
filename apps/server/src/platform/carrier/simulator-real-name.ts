// The real-name methods of the simulator's adapter: batched changes like a status change (≤ 100 cards an order),
// one order per registration of a single card, and the status query.
import type {
  CardQuery,
  CardSelection,
  CarrierCardRow,
  CarrierGateway,
  CarrierOrder,
} from './carrier-gateway';
import type { CarrierRealNameRow } from './carrier-real-name';

/** What the adapter lends these methods: its batched change, its one-card change and its card query. */
export interface SimulatorCalls {
  change(endpoint: string, cards: CardSelection, fields: Record<string, unknown>): Promise<CarrierOrder[]>;
  changeOne(endpoint: string, fields: Record<string, unknown>): Promise<CarrierOrder>;
  queryCards(query: CardQuery, cards: CardSelection): Promise<CarrierCardRow[]>;
}

type RealNameMethods = Pick<
  CarrierGateway,
  | 'registerEnterprise'
  | 'registerOwner'
  | 'deregisterRealName'
  | 'reuseRealName'
  | 'reuploadVin'
  | 'changeRealNameCard'
  | 'realNameStatus'
>;

export function simulatorRealNameMethods(calls: SimulatorCalls): RealNameMethods {
  return {
    registerEnterprise: (cards, registration) =>
      calls.change('/v1/real-name/enterprise-registration', cards, { ...registration }),
    registerOwner: (registration) => calls.changeOne('/v1/real-name/owner-registration', { ...registration }),
    deregisterRealName: (cards, reason, note) =>
      calls.change('/v1/real-name/deregistration', cards, note === undefined ? { reason } : { reason, note }),
    reuseRealName: (reuse) => calls.changeOne('/v1/real-name/reuse', { ...reuse }),
    reuploadVin: (reupload) => calls.changeOne('/v1/real-name/vin-reupload', { ...reupload }),
    changeRealNameCard: (change) => calls.changeOne('/v1/real-name/card-change', { ...change }),
    // The simulator's rows carry the fields of CarrierRealNameStatus (its README, "Real-name platform").
    realNameStatus: async (cards) =>
      (await calls.queryCards('sim-real-name-status', cards)) as CarrierRealNameRow[],
  };
}
