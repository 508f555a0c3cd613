import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  customDictionaryTypes,
  dictionaryCustomEditCall,
  dictionaryCustomMapCall,
  type DictionaryEntry,
} from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { dictionaryEntries } from './system-schema';
import { badRequest } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';

type DictionaryRecord = typeof dictionaryEntries.$inferSelect;

function asEntry(record: DictionaryRecord): DictionaryEntry {
  return {
    dictDataId: record.id,
    dictType: record.dictType,
    dictLabel: record.dictLabel,
    dictValue: record.dictValue,
  };
}

/**
 * A company's own custom entries (addresses): kept in dictionary_entries under reserved types, always with the
 * company's id, edited as one list and read as a map.
 */
export function registerCustomDictionaryCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(dictionaryCustomEditCall, async ({ obj, caller }) => {
    const labels = obj.entries.map((entry) => entry.dictLabel);
    const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
    if (repeated !== undefined) throw badRequest(`the name ${repeated} is given twice`);
    const saved = await db.transaction(async (transaction) => {
      const scoped = transaction as unknown as Database;
      const ofCompany = and(
        eq(dictionaryEntries.companyId, caller.companyId),
        eq(dictionaryEntries.dictType, obj.dictType),
      );
      await scoped.delete(dictionaryEntries).where(ofCompany);
      if (obj.entries.length === 0) return [];
      return scoped
        .insert(dictionaryEntries)
        .values(
          obj.entries.map((entry, index) => ({
            companyId: caller.companyId,
            dictType: obj.dictType,
            dictLabel: entry.dictLabel,
            dictValue: entry.dictValue,
            orderNum: index + 1,
          })),
        )
        .returning();
    });
    return { rows: saved.map(asEntry), auditTarget: obj.dictType };
  });

  registrar.guardedCall(dictionaryCustomMapCall, async ({ caller }) => {
    const records = await db
      .select()
      .from(dictionaryEntries)
      .where(
        and(
          eq(dictionaryEntries.companyId, caller.companyId),
          eq(dictionaryEntries.enabled, true),
          inArray(dictionaryEntries.dictType, [...customDictionaryTypes]),
        ),
      )
      .orderBy(asc(dictionaryEntries.dictType), asc(dictionaryEntries.orderNum), asc(dictionaryEntries.id));
    const map: Record<string, DictionaryEntry[]> = Object.fromEntries(
      customDictionaryTypes.map((type) => [type, []]),
    );
    for (const record of records) map[record.dictType]?.push(asEntry(record));
    return { rows: [map] };
  });
}
