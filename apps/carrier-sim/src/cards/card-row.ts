import type { CardStatusCode, RealNameStatusCode } from '@simdesk/contract';
import type { SpeedTier } from '../world/catalogue';

/** One card as stored. */
export interface CardRow {
  iccid: string;
  msisdn: string;
  imsi: string;
  appId: string;
  cardIndex: number;
  status: CardStatusCode;
  statusChangedAt: Date;
  seedStatus: CardStatusCode;
  seedStatusAt: Date;
  stopReason: string | null;
  openedAt: Date;
  activatedAt: Date | null;
  ratePlan: string;
  poolId: string | null;
  voiceEnabled: boolean;
  smsEnabled: boolean;
  dataEnabled: boolean;
  internationalRoamingEnabled: boolean;
  speedTier: SpeedTier;
  apnStates: Record<string, boolean> | null;
  pccStates: Record<string, boolean> | null;
  realNameStatus: RealNameStatusCode;
  sessionResetAt: Date | null;
}

/** The select list that reads a `carrier_sim.cards` row (alias `card`) into a CardRow. */
export const cardColumns = `
  card.iccid, card.msisdn, card.imsi, card.app_id AS "appId", card.card_index AS "cardIndex",
  card.status, card.status_changed_at AS "statusChangedAt", card.seed_status AS "seedStatus",
  card.seed_status_at AS "seedStatusAt", card.stop_reason AS "stopReason", card.opened_at AS "openedAt",
  card.activated_at AS "activatedAt", card.rate_plan AS "ratePlan", card.pool_id AS "poolId",
  card.voice_enabled AS "voiceEnabled", card.sms_enabled AS "smsEnabled", card.data_enabled AS "dataEnabled",
  card.roaming_enabled AS "internationalRoamingEnabled", card.speed_tier AS "speedTier",
  card.apn_states AS "apnStates", card.pcc_states AS "pccStates", card.real_name_status AS "realNameStatus",
  card.session_reset_at AS "sessionResetAt"`;

/** One stored change of a card (see the card_events table for the kinds). */
export interface CardEvent {
  iccid: string;
  kind: string;
  occurredAt: Date;
  fromValue: string | null;
  toValue: string | null;
  reason: string | null;
  orderNumber: string | null;
}

export const cardEventColumns = `
  iccid, kind, occurred_at AS "occurredAt", from_value AS "fromValue", to_value AS "toValue", reason,
  order_number AS "orderNumber"`;
