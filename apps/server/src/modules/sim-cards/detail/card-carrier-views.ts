import {
  maskIdNumber,
  maskPhone,
  maskSensitive,
  type CardDetailRow,
  type CardServiceInfoRow,
  type CardSessionRow,
  type CardUsageRow,
} from '@simdesk/contract';
import type { CardCarrier } from './card-carrier';

const masked = (value: string | null, mask: (value: string) => string) =>
  value === null || value === '' ? null : mask(value);

/** Daily (7 days) and monthly (6 months) usage, asked of the carrier together. */
export async function usageOf(carrier: CardCarrier, now: Date): Promise<CardUsageRow> {
  const [daily, monthly] = await Promise.all([
    carrier.ask('sim-usage-daily'),
    carrier.ask('sim-usage-monthly'),
  ]);
  return {
    daily: daily.days.map(({ dataKb, ...day }) => ({ ...day, dataKilobytes: dataKb })),
    monthly: monthly.months.map(({ dataKb, ...month }) => ({ ...month, dataKilobytes: dataKb })),
    askedAt: now.toISOString(),
  };
}

/** The data session now; its duration counts from the carrier's start time (never below zero). */
export async function sessionOf(carrier: CardCarrier, now: Date): Promise<CardSessionRow> {
  const session = await carrier.ask('sim-session');
  const started = session.online && session.sessionStartedAt ? Date.parse(session.sessionStartedAt) : NaN;
  return {
    online: session.online,
    ipAddress: session.ipAddress,
    apn: session.apn,
    rat: session.rat,
    sessionStartedAt: session.online ? session.sessionStartedAt : null,
    durationSeconds: Number.isNaN(started) ? null : Math.max(0, Math.round((now.getTime() - started) / 1000)),
    roaming: session.roaming,
    visitedCountry: session.visitedCountry,
    askedAt: now.toISOString(),
  };
}

/** Services, APNs, PCC, IMEI against the console's record, real-name (masked) and stop reason. */
export async function serviceInfoOf(
  carrier: CardCarrier,
  card: Pick<CardDetailRow, 'imei'>,
  now: Date,
): Promise<CardServiceInfoRow> {
  const [switches, apn, pcc, imei, realName, stop] = await Promise.all([
    carrier.ask('sim-service-switches'),
    carrier.ask('sim-apn'),
    carrier.ask('sim-pcc'),
    carrier.ask('sim-imei'),
    carrier.ask('sim-real-name-status'),
    carrier.ask('sim-stop-reason'),
  ]);
  return {
    switches,
    apns: apn.apns,
    speedTier: pcc.speedTier,
    speedTierLabel: pcc.speedTierLabel,
    policies: pcc.policies,
    imei: {
      current: imei.imei,
      seenSince: imei.imeiSeenSince,
      recorded: card.imei,
      // Off the network the carrier sees no device: that is no evidence of a move.
      differs: imei.imei !== null && card.imei !== null && imei.imei !== card.imei,
    },
    realName: {
      status: realName.realNameStatus,
      holderName: masked(realName.holderName, maskSensitive),
      idNumber: masked(realName.idNumber, maskIdNumber),
      phone: masked(realName.phone, maskPhone),
    },
    stop: { reasonCode: stop.stopReason, description: stop.stopReasonDescription },
    askedAt: now.toISOString(),
  };
}
