import { and, desc, eq, lt } from 'drizzle-orm';
import { cardBillExportRequestSchema, type CardBillExportRequest } from '@simdesk/contract/modules/bills';
import { taskType } from '@simdesk/contract';
import { companies } from '../../platform/database/schema';
import { openExportWriter } from '../../platform/tasks/export-writer';
import { defineTaskKind, type TaskContext } from '../../platform/tasks/task-kind';
import { exportTranslator } from '../../platform/tasks/export-texts';
import { cardBillConditions } from './bill-list-routes';
import { cardBills } from './bills-schema';

const batchSize = 1000;
/** Amounts are written in yuan with two decimals, made from the integer cents as text (no float division). */
const yuan = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const columns = [
  ['fields.month', (bill: typeof cardBills.$inferSelect) => bill.month.slice(0, 7)],
  ['fields.card', (bill) => bill.iccid],
  ['fields.msisdn', (bill) => bill.msisdn ?? ''],
  ['fields.ratePlan', (bill) => bill.ratePlanName],
  ['fields.monthlyFee', (bill) => yuan(bill.monthlyFeeCents)],
  ['fields.data', (bill) => bill.dataKilobytes],
  ['fields.overage', (bill) => bill.overageKilobytes],
  ['fields.overageCharge', (bill) => yuan(bill.overageCents)],
  ['fields.sms', (bill) => bill.smsCount],
  ['fields.smsCharge', (bill) => yuan(bill.smsCents)],
  ['fields.voice', (bill) => bill.voiceMinutes],
  ['fields.voiceCharge', (bill) => yuan(bill.voiceCents)],
  ['fields.total', (bill) => yuan(bill.totalCents)],
  ['fields.asOf', (bill) => bill.usageAsOf?.toISOString() ?? ''],
] as const satisfies readonly (readonly [string, (bill: typeof cardBills.$inferSelect) => string | number])[];

/** Writes the filtered card bills in keyset batches (largest id first, like the list), the company beside each. */
async function runExport(context: TaskContext<CardBillExportRequest, never>): Promise<void> {
  const { input, db, caller } = context;
  const translate = exportTranslator(input.locale);
  const header = [translate('bills:fields.company'), ...columns.map(([key]) => translate(`bills:${key}`))];
  const fileName = context.task.fileName ?? `card-bills.${input.format}`;
  const layout = { sheetName: translate('bills:companyBill.cardBills'), header };
  const writer = await openExportWriter(context, input.format, fileName, layout);
  const where = await cardBillConditions(db, caller, input.filter);
  const total = await db.$count(cardBills, where);
  let belowId: number | undefined;
  let done = 0;
  for (;;) {
    const batch = await db
      .select({ bill: cardBills, companyName: companies.name })
      .from(cardBills)
      .innerJoin(companies, eq(companies.id, cardBills.companyId))
      .where(and(where, belowId === undefined ? undefined : lt(cardBills.id, belowId)))
      .orderBy(desc(cardBills.id))
      .limit(batchSize);
    await writer.addRows(
      batch.map(({ bill, companyName }) => [companyName, ...columns.map(([, cell]) => cell(bill))]),
    );
    done += batch.length;
    await context.reportProgress(done, Math.max(total, done));
    belowId = batch.at(-1)?.bill.id;
    if (batch.length < batchSize) break;
  }
  await writer.finish();
}

/** The card bill list's export: the bills of a filter, as CSV or XLSX, in the caller's locale. */
export const cardBillExportKind = defineTaskKind({
  name: 'card-bill-export',
  taskType: taskType.byName.export,
  input: cardBillExportRequestSchema,
  resumable: true,
  run: runExport,
});
