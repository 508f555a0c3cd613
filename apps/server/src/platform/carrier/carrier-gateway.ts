/** What the console asks of a carrier, whatever carrier it is; platform/carrier/simulator-adapter.ts speaks HTTP. */

/** Cards named by one kind of number; any count (the gateway splits into carrier-sized batches). */
export interface CardSelection {
  by: 'iccid' | 'msisdn' | 'imsi';
  numbers: readonly string[];
}

/** Every card row starts with its numbers; a card the account does not have carries `error` instead. */
export interface CarrierCardRow {
  iccid?: string;
  msisdn?: string;
  imsi?: string;
  error?: { code: string; message: string };
  [field: string]: unknown;
}

/** The carrier's answer to a change: one order per batch of cards. */
export interface CarrierOrder {
  orderNumber: string;
  state: string;
  acceptedAt: string;
  expectedCompletionAt: string;
  cardCount: number;
}

export interface CarrierOrderResult {
  orderNumber: string;
  kind: string;
  state: 'pending' | 'success' | 'failed' | 'partial';
  items: {
    iccid: string;
    state: string;
    reasonCode: string | null;
    reason: string | null;
    completedAt: string | null;
    deliveryState?: string;
  }[];
  [field: string]: unknown;
}

export interface CarrierCardListPage {
  cards: {
    iccid: string;
    msisdn: string;
    imsi: string;
    status: number;
    statusChangedAt: string;
    openedAt: string | null;
    activatedAt: string | null;
    ratePlan: string | null;
  }[];
  nextAfter: string | null;
}

export interface CarrierPool {
  poolId: string;
  name: string;
  groupType: number;
  status: number;
  memberCount: number;
  quotaKb: number;
  createdAt: string;
}

/** One call detail record as the carrier streams it: a closed data session, an SMS or a voice call. */
export interface CarrierCallRecord {
  recordId: string;
  type: 'data' | 'sms' | 'voice';
  iccid: string;
  msisdn: string | null;
  startedAt: string;
  endedAt: string | null;
  imei: string | null;
  cellArea: { lac: string; cellId: string; city: string } | null;
  uplinkBytes?: number;
  downlinkBytes?: number;
  apn?: string;
  rat?: string | null;
  direction?: string;
  peer?: string;
  durationSeconds?: number;
}

/** A page of the account's records of a time window; follow nextCursor (null: the end). */
export interface CarrierCallRecordPage {
  records: CarrierCallRecord[];
  nextCursor: string | null;
}

/** The card queries a carrier answers, by their name in the simulator's API. */
export const cardQueries = [
  'sim-status',
  'sim-basic-info',
  'sim-stop-reason',
  'sim-change-history',
  'sim-imei',
  'sim-session',
  'sim-device-state',
  'sim-service-switches',
  'sim-apn',
  'sim-pcc',
  'sim-usage-daily',
  'sim-usage-monthly',
  'sim-sms-usage',
  'sim-voice-usage',
  'sim-real-name-status',
  'sim-pool',
] as const;
export type CardQuery = (typeof cardQueries)[number];

export type ServiceSwitch = 'voice' | 'sms' | 'data' | 'internationalRoaming';

export interface CarrierGateway {
  readonly accountId: number;
  /** Signs in afresh: proves the credentials; answers the token lifetime in seconds. */
  checkCredentials(): Promise<{ tokenLifetimeSeconds: number }>;
  /** One row per card asked, in the order asked. */
  queryCards(query: CardQuery, cards: CardSelection): Promise<CarrierCardRow[]>;
  changeStatus(cards: CardSelection, targetStatus: number, reason?: string): Promise<CarrierOrder[]>;
  changeApn(cards: CardSelection, apn: string, enabled: boolean): Promise<CarrierOrder[]>;
  changePcc(cards: CardSelection, policyCode: string, enabled: boolean): Promise<CarrierOrder[]>;
  changeServiceSwitch(
    cards: CardSelection,
    service: ServiceSwitch,
    enabled: boolean,
  ): Promise<CarrierOrder[]>;
  changeSpeed(cards: CardSelection, speedTier: number): Promise<CarrierOrder[]>;
  resetDataSession(cards: CardSelection): Promise<CarrierOrder[]>;
  sendSms(cards: CardSelection, content: string): Promise<CarrierOrder[]>;
  orderResult(orderNumber: string): Promise<CarrierOrderResult>;
  /** A page of the account's cards in ICCID order, for a card sync. */
  listCards(options: { after?: string; pageSize?: number; status?: number }): Promise<CarrierCardListPage>;
  listPools(): Promise<CarrierPool[]>;
  pool(poolId: string): Promise<CarrierPool>;
  poolMembers(poolId: string, pageIndex: number, pageSize: number): Promise<Record<string, unknown>>;
  poolUsage(poolId: string): Promise<Record<string, unknown>>;
  /** A page of the whole account's call detail records started in [from, to) (at most 7 days). */
  callDetailRecords(options: { from: string; to: string; cursor?: string }): Promise<CarrierCallRecordPage>;
}
