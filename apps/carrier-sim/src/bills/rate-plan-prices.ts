// What the carrier charges, per rate plan, in integer cents (fen): money is never a floating-point number.
import type { ratePlans } from '../world/catalogue';

export interface RatePlanPrice {
  monthlyFeeCents: number;
  includedKb: number;
  overageCentsPerMb: number;
  smsCents: number;
  voiceCentsPerMinute: number;
}

const megabyte = 1024;
const gigabyte = 1024 * megabyte;

export const ratePlanPrices: Record<(typeof ratePlans)[number], RatePlanPrice> = {
  'IoT Vehicle 1 GB/month': {
    monthlyFeeCents: 1500,
    includedKb: gigabyte,
    overageCentsPerMb: 29,
    smsCents: 10,
    voiceCentsPerMinute: 15,
  },
  'IoT Vehicle 5 GB/month': {
    monthlyFeeCents: 4000,
    includedKb: 5 * gigabyte,
    overageCentsPerMb: 20,
    smsCents: 10,
    voiceCentsPerMinute: 15,
  },
  'IoT Vehicle 20 GB/month': {
    monthlyFeeCents: 10_000,
    includedKb: 20 * gigabyte,
    overageCentsPerMb: 10,
    smsCents: 10,
    voiceCentsPerMinute: 15,
  },
  'IoT Telematics 100 MB/month': {
    monthlyFeeCents: 500,
    includedKb: 100 * megabyte,
    overageCentsPerMb: 50,
    smsCents: 10,
    voiceCentsPerMinute: 15,
  },
};

/** A pooled card's data is billed with its pool: over the pool's quota, at this price. */
export const poolOverageCentsPerMb = 25;

/** Overage is charged by the started megabyte. */
export const overageCents = (overageKb: number, centsPerMb: number) =>
  Math.ceil(overageKb / megabyte) * centsPerMb;

export function priceOf(ratePlan: string): RatePlanPrice {
  const price = (ratePlanPrices as Record<string, RatePlanPrice | undefined>)[ratePlan];
  if (!price) throw new Error(`no price for rate plan ${ratePlan}`);
  return price;
}
