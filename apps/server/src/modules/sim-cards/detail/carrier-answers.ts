import { z } from 'zod';
import { cardStatus, realNameStatus, terminalBindings } from '@simdesk/contract';

const text = z.string().nullable().optional().default(null);
const usageFields = {
  dataKb: z.number().min(0),
  smsCount: z.number().min(0).optional().default(0),
  voiceMinutes: z.number().min(0).optional().default(0),
  complete: z.boolean(),
};

/**
 * What the console reads of each carrier card query (apps/carrier-sim README), checked on arrival: a carrier
 * that answers in another shape is reported as unavailable rather than shown half-read.
 */
export const carrierAnswerSchemas = {
  'sim-status': z.object({ status: cardStatus.schema, statusChangedAt: text }),
  'sim-basic-info': z.object({
    msisdn: text,
    imsi: text,
    imei: text,
    openDate: text,
    activationDate: text,
    ratePlan: text,
  }),
  'sim-stop-reason': z.object({ stopReason: text, stopReasonDescription: text }),
  'sim-imei': z.object({ imei: text, imeiSeenSince: text }),
  'sim-session': z.object({
    online: z.boolean(),
    ipAddress: text,
    apn: text,
    sessionStartedAt: text,
    rat: text,
    roaming: z.boolean().optional().default(false),
    visitedCountry: text,
  }),
  'sim-device-state': z.object({
    online: z.boolean(),
    rat: text,
    lastSeenAt: text,
    imei: text,
    imeiSeenSince: text,
    boundImei: text,
    boundSince: text,
    bindStatus: z.enum(terminalBindings),
  }),
  'sim-service-switches': z.object({
    voice: z.boolean(),
    sms: z.boolean(),
    data: z.boolean(),
    internationalRoaming: z.boolean(),
  }),
  'sim-apn': z.object({
    apns: z.array(z.object({ name: z.string(), type: z.string(), enabled: z.boolean() })),
  }),
  'sim-pcc': z.object({
    speedTier: z.number().nullable().optional().default(null),
    speedTierLabel: text,
    policies: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        enabled: z.boolean(),
        whitelist: z.array(z.string()).optional().default([]),
      }),
    ),
  }),
  'sim-usage-daily': z.object({ days: z.array(z.object({ date: z.string(), ...usageFields })) }),
  'sim-usage-monthly': z.object({ months: z.array(z.object({ month: z.string(), ...usageFields })) }),
  // The simulator gives the status only; a carrier that also names the holder has it masked before it leaves.
  'sim-real-name-status': z.object({
    realNameStatus: realNameStatus.schema,
    holderName: text,
    idNumber: text,
    phone: text,
  }),
} as const;

export type AnsweredQuery = keyof typeof carrierAnswerSchemas;
export type CarrierAnswer<Query extends AnsweredQuery> = z.output<(typeof carrierAnswerSchemas)[Query]>;
