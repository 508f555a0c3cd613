/** What the console asks of a carrier, whatever carrier it is; platform/carrier/simulator-adapter.ts speaks HTTP. */
import type {
  CarrierRealNameRow,
  EnterpriseRealNameRegistration,
  OwnerRealNameRegistration,
  RealNameDeregistrationReason,
  RealNameCardChange,
  RealNameReuse,
  VinReupload,
} from './carrier-real-name';

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

/** A T-Box SMS (MT to the device, or MO from it) as the SMS centre tracks it. */
export interface CarrierSmsMessage {
  messageId: string;
  iccid: string;
  direction: 'MT' | 'MO';
  content: string;
  sentAt: string;
  /** MT: submitted until the delivery report, then delivered or failed; MO: received. */
  state: 'submitted' | 'delivered' | 'failed' | 'received';
  reportedAt: string | null;
  failureCode: string | null;
  failureReason: string | null;
  replyTo: string | null;
  /** MT: the ids of the device's replies sent so far. */
  replies?: string[];
}

/** A PCC white-list work order: reviewed by the carrier on working days, then applied or rejected. */
export interface CarrierWhitelistWorkOrder {
  workOrderId: string;
  state: 'pending' | 'approved' | 'applied' | 'rejected';
  submittedAt: string;
  expectedReviewAt: string | null;
  reviewedAt?: string | null;
  rejectionReason?: string | null;
  appliedAt?: string | null;
}

/** A change of pool membership (or a member's cap), one order per batch of cards. */
export type PoolMemberChange =
  | { kind: 'pool-member-add' | 'pool-member-remove'; poolId: string; effective: 'now' | 'nextMonth' }
  | { kind: 'pool-member-cap'; poolId: string; capKb: number | null };

/** Binds a card to the device the network sees it in (`imei`: that device, checked by the carrier), or unbinds it. */
export type ImeiBindingChange = { action: 'rebind'; imei: string } | { action: 'unbind' };

/** The figures of a carrier's bill line: KB, counts, minutes and integer cents. */
type CarrierBillFigure =
  | 'monthlyFeeCents'
  | 'dataKb'
  | 'includedKb'
  | 'overageKb'
  | 'dataOverageCents'
  | 'smsCount'
  | 'smsCents'
  | 'voiceMinutes'
  | 'voiceCents'
  | 'totalCents';

/** A carrier's bill of one card for a month. */
export type CarrierBillLine = Record<CarrierBillFigure, number> & {
  iccid: string;
  msisdn: string | null;
  ratePlan: string;
  poolId: string | null;
};

export interface CarrierBillLinePage {
  month: string;
  cards: CarrierBillLine[];
  nextAfter: string | null;
}

/** The totals of a carrier bill (the fields simdesk reads). */
export interface CarrierBillSummary {
  month: string;
  issuedAt: string;
  cardCount: number;
  totalCents: number;
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
  /** T-Box SMS to each card (≤ 100 ICCIDs); a card the account does not have refuses the whole call. */
  sendTerminalSms(iccids: readonly string[], content: string): Promise<CarrierSmsMessage[]>;
  terminalSms(messageId: string): Promise<CarrierSmsMessage>;
  submitWhitelistWorkOrder(
    operation: 'add' | 'remove',
    destinations: readonly { type: 'ip' | 'domain'; value: string }[],
    note?: string,
  ): Promise<CarrierWhitelistWorkOrder>;
  whitelistWorkOrder(workOrderId: string): Promise<CarrierWhitelistWorkOrder>;
  /** A page of the account's cards in ICCID order, for a card sync. */
  listCards(options: { after?: string; pageSize?: number; status?: number }): Promise<CarrierCardListPage>;
  listPools(): Promise<CarrierPool[]>;
  pool(poolId: string): Promise<CarrierPool>;
  poolMembers(poolId: string, pageIndex: number, pageSize: number): Promise<Record<string, unknown>>;
  poolUsage(poolId: string): Promise<Record<string, unknown>>;
  poolDailyUsage(poolId: string, days: number): Promise<Record<string, unknown>>;
  poolMonthlyUsage(poolId: string, months: number): Promise<Record<string, unknown>>;
  changePoolMembers(cards: CardSelection, change: PoolMemberChange): Promise<CarrierOrder[]>;
  changeImeiBinding(cards: CardSelection, change: ImeiBindingChange): Promise<CarrierOrder[]>;
  /** The account's issued bill of a closed month (`YYYY-MM`); BILL_NOT_READY while the carrier issues it. */
  billSummary(month: string): Promise<CarrierBillSummary>;
  /** A page of the bill's card lines in ICCID order (at most 50); pass `nextAfter` as `after`. */
  billLines(month: string, after?: string): Promise<CarrierBillLinePage>;
  /** A page of the whole account's call detail records started in [from, to) (at most 7 days). */
  callDetailRecords(options: { from: string; to: string; cursor?: string }): Promise<CarrierCallRecordPage>;
  /** Registers cards to the enterprise before sale: one order per batch, each card registered or refused. */
  registerEnterprise(
    cards: CardSelection,
    registration: EnterpriseRealNameRegistration,
  ): Promise<CarrierOrder[]>;
  /** Registers one card's owner; a manual review keeps the order pending 15–20 minutes. */
  registerOwner(registration: OwnerRealNameRegistration): Promise<CarrierOrder>;
  /** Cancels registrations (the holder's data dropped); a card that is not registered is refused. */
  deregisterRealName(
    cards: CardSelection,
    reason: RealNameDeregistrationReason,
    note?: string,
  ): Promise<CarrierOrder[]>;
  /** Registers a China Mobile card with the registration the carrier holds for the owner's document. */
  reuseRealName(reuse: RealNameReuse): Promise<CarrierOrder>;
  /** Completes a registration refused with VIN_MISMATCH with the corrected VIN (or refuses it again). */
  reuploadVin(reupload: VinReupload): Promise<CarrierOrder>;
  /** Registers a replacement card to the holder and VIN released on the old card for a device change. */
  changeRealNameCard(change: RealNameCardChange): Promise<CarrierOrder>;
  /** Each card's registration (status, party, VIN, latest refusal, pending review), in the order asked. */
  realNameStatus(cards: CardSelection): Promise<CarrierRealNameRow[]>;
}
