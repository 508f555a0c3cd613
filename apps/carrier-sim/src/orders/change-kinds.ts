// The changes the simulated carrier accepts, each with its request, throttle kind and effect.
import { canChangeCardStatus, canSwitchVoice, cardStatus, type CardStatusCode } from '@simdesk/contract';
import { z } from 'zod';
import { statusName } from '../cards/card-context';
import { recordCardEvent } from '../cards/card-repository';
import { isLiveStatus } from '../cards/card-timeline';
import type { CardRow } from '../cards/card-row';
import type { Queryable } from '../database/database';
import {
  apnCatalogue,
  pccPolicyCatalogue,
  serviceNames,
  speedTierCodes,
  type ServiceName,
} from '../world/catalogue';
import {
  defineChange,
  failedWith,
  succeeded,
  type EffectContext,
  type ItemOutcome,
} from './change-definition';
import { imeiBindingChange } from './binding-change';
import { poolMemberChanges } from './pool-member-changes';

const onOff = (enabled: boolean) => (enabled ? 'on' : 'off');

const notCancelled = (card: CardRow): ItemOutcome | undefined =>
  card.status === cardStatus.byName.cancelled
    ? failedWith('CARD_CANCELLED', 'the card is cancelled; only its number remains')
    : undefined;

async function record(
  database: Queryable,
  card: CardRow,
  effect: EffectContext,
  kind: string,
  fromValue: string | null,
  toValue: string | null,
  reason: string | null = null,
): Promise<void> {
  await recordCardEvent(database, {
    iccid: card.iccid,
    kind,
    occurredAt: effect.at,
    fromValue,
    toValue,
    reason,
    orderNumber: effect.orderNumber,
  });
}

const stopReasonForStatus = (status: CardStatusCode): string | null =>
  status === cardStatus.byName.suspended ? '01' : status === cardStatus.byName.preCancelled ? '05' : null;

export const statusChange = defineChange({
  kind: 'status',
  path: '/v1/change/sim-status',
  schema: z.strictObject({ targetStatus: cardStatus.schema, reason: z.string().max(200).optional() }),
  throttleKind: () => 'status',
  async apply(database, card, request, effect) {
    // Checked when the order takes effect, as a carrier does: another order may have moved the card since.
    if (!canChangeCardStatus(card.status, request.targetStatus)) {
      return failedWith(
        'TRANSITION_NOT_ALLOWED',
        `a card in status ${card.status} (${statusName(card.status)}) cannot change to ` +
          `${request.targetStatus} (${statusName(request.targetStatus)})`,
      );
    }
    await database.query(
      `UPDATE carrier_sim.cards SET status = $2::smallint, status_changed_at = $3::timestamptz, stop_reason = $4,
         activated_at = CASE WHEN $2::smallint = 2 THEN COALESCE(activated_at, $3::timestamptz) ELSE activated_at END
       WHERE iccid = $1`,
      [card.iccid, request.targetStatus, new Date(effect.at), stopReasonForStatus(request.targetStatus)],
    );
    const from = String(card.status);
    await record(
      database,
      card,
      effect,
      'status',
      from,
      String(request.targetStatus),
      request.reason ?? null,
    );
    return succeeded;
  },
});

/** The per-card switches, APNs and PCC policies: a card keeps only the ones changed from the catalogue's default. */
const cardSwitches = {
  apn: {
    column: 'apn_states',
    statesOf: (card: CardRow) => card.apnStates,
    defaultOf: (name: string) => apnCatalogue.find((apn) => apn.name === name)?.enabledByDefault,
  },
  pcc: {
    column: 'pcc_states',
    statesOf: (card: CardRow) => card.pccStates,
    defaultOf: (code: string) => pccPolicyCatalogue.find((policy) => policy.code === code)?.enabledByDefault,
  },
} as const;

async function setSwitch(
  database: Queryable,
  card: CardRow,
  effect: EffectContext,
  kind: keyof typeof cardSwitches,
  name: string,
  enabled: boolean,
): Promise<ItemOutcome> {
  const refused = notCancelled(card);
  if (refused) return refused;
  const cardSwitch = cardSwitches[kind];
  const current = cardSwitch.statesOf(card);
  const before = current?.[name] ?? cardSwitch.defaultOf(name) ?? false;
  await database.query(`UPDATE carrier_sim.cards SET ${cardSwitch.column} = $2::jsonb WHERE iccid = $1`, [
    card.iccid,
    JSON.stringify({ ...current, [name]: enabled }),
  ]);
  await record(database, card, effect, `${kind}:${name}`, onOff(before), onOff(enabled));
  return succeeded;
}

export const apnChange = defineChange({
  kind: 'apn',
  path: '/v1/change/sim-apn',
  schema: z.strictObject({
    apn: z.enum(apnCatalogue.map((apn) => apn.name) as [string, ...string[]]),
    enabled: z.boolean(),
  }),
  throttleKind: () => 'apn',
  apply: (database, card, request, effect) =>
    setSwitch(database, card, effect, 'apn', request.apn, request.enabled),
});

export const pccChange = defineChange({
  kind: 'pcc',
  path: '/v1/change/sim-pcc',
  schema: z.strictObject({
    policyCode: z.enum(pccPolicyCatalogue.map((policy) => policy.code) as [string, ...string[]]),
    enabled: z.boolean(),
  }),
  throttleKind: () => 'pcc',
  apply: (database, card, request, effect) =>
    setSwitch(database, card, effect, 'pcc', request.policyCode, request.enabled),
});

export const speedChange = defineChange({
  kind: 'speed',
  path: '/v1/change/network-speed',
  schema: z.strictObject({ speedTier: z.literal(speedTierCodes) }),
  throttleKind: () => 'speed',
  async apply(database, card, request, effect) {
    const refused = notCancelled(card);
    if (refused) return refused;
    await database.query('UPDATE carrier_sim.cards SET speed_tier = $2 WHERE iccid = $1', [
      card.iccid,
      request.speedTier,
    ]);
    await record(database, card, effect, 'speed', String(card.speedTier), String(request.speedTier));
    return succeeded;
  },
});

const serviceColumns: Record<ServiceName, { column: string; read(card: CardRow): boolean }> = {
  voice: { column: 'voice_enabled', read: (card) => card.voiceEnabled },
  sms: { column: 'sms_enabled', read: (card) => card.smsEnabled },
  data: { column: 'data_enabled', read: (card) => card.dataEnabled },
  internationalRoaming: { column: 'roaming_enabled', read: (card) => card.internationalRoamingEnabled },
};

// Checked when the order takes effect: the card may have been suspended since the order was accepted.
const voiceFrozen = (card: CardRow, service: ServiceName): ItemOutcome | undefined =>
  service === 'voice' && !canSwitchVoice(card.status)
    ? failedWith(
        'SERVICE_FROZEN',
        `a card in status ${card.status} (${statusName(card.status)}) keeps its voice service as it is`,
      )
    : undefined;

export const serviceSwitchChange = defineChange({
  kind: 'service-switch',
  path: '/v1/change/service-switch',
  schema: z.strictObject({ service: z.enum(serviceNames), enabled: z.boolean() }),
  throttleKind: (request) => `service:${request.service}`,
  async apply(database, card, request, effect) {
    const refused = notCancelled(card) ?? voiceFrozen(card, request.service);
    if (refused) return refused;
    const { column, read } = serviceColumns[request.service];
    await database.query(`UPDATE carrier_sim.cards SET ${column} = $2 WHERE iccid = $1`, [
      card.iccid,
      request.enabled,
    ]);
    await record(
      database,
      card,
      effect,
      `service:${request.service}`,
      onOff(read(card)),
      onOff(request.enabled),
    );
    return succeeded;
  },
});

export const gprsReset = defineChange({
  kind: 'gprs-reset',
  path: '/v1/change/gprs-reset',
  schema: z.strictObject({}),
  throttleKind: () => 'gprs-reset',
  async apply(database, card, _request, effect) {
    if (!isLiveStatus(card.status))
      return failedWith('CARD_NOT_ACTIVE', 'only a live card has a session to reset');
    await database.query('UPDATE carrier_sim.cards SET session_reset_at = $2 WHERE iccid = $1', [
      card.iccid,
      new Date(effect.at),
    ]);
    await record(database, card, effect, 'gprs-reset', null, null);
    return succeeded;
  },
});

export const smsSend = defineChange({
  kind: 'sms',
  path: '/v1/sms/send',
  schema: z.strictObject({ content: z.string().min(1).max(500) }),
  // Messages are not throttled per card; the account's rate limit bounds them.
  throttleKind: () => null,
  async apply(database, card, request, effect) {
    if (!isLiveStatus(card.status)) return failedWith('CARD_NOT_ACTIVE', 'the card is not on the network');
    if (!card.smsEnabled) return failedWith('SMS_DISABLED', 'the card’s SMS service is switched off');
    await record(database, card, effect, 'sms', null, String(request.content.length));
    return succeeded;
  },
});

export const changeKinds = [
  statusChange,
  apnChange,
  pccChange,
  speedChange,
  serviceSwitchChange,
  gprsReset,
  smsSend,
  ...poolMemberChanges,
  imeiBindingChange,
];
