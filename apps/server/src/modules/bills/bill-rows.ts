import type { BillDifferenceReasonCode } from '@simdesk/contract';
import type { CardBillRow, CompanyBillRow } from '@simdesk/contract/modules/bills';
import type { billDifferences, cardBills, companyBills } from './bills-schema';

const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;
/** '2026-10-01' → '2026-10'. */
export const monthOf = (day: string) => day.slice(0, 7);

export function toCardBillRow(bill: typeof cardBills.$inferSelect, companyName: string): CardBillRow {
  const { orgPath: _orgPath, usageAsOf, computedAt, month, ...rest } = bill;
  return {
    ...rest,
    month: monthOf(month),
    companyName,
    usageAsOf: isoOrNull(usageAsOf),
    computedAt: computedAt.toISOString(),
  };
}

export function toCompanyBillRow(
  bill: typeof companyBills.$inferSelect,
  companyName: string,
): CompanyBillRow {
  return {
    ...bill,
    month: monthOf(bill.month),
    companyName,
    usageAsOf: isoOrNull(bill.usageAsOf),
    computedAt: bill.computedAt.toISOString(),
    carrierIssuedAt: isoOrNull(bill.carrierIssuedAt),
  };
}

export function toDifferenceRow(difference: typeof billDifferences.$inferSelect, companyName: string) {
  const { orgPath: _orgPath, ...rest } = difference;
  return {
    ...rest,
    month: monthOf(difference.month),
    companyName,
    reason: difference.reason as BillDifferenceReasonCode,
    carrierIssuedAt: difference.carrierIssuedAt.toISOString(),
  };
}
