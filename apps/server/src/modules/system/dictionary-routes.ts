import { and, asc, count, eq, ilike, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { customDictionaryTypes, dictionaryListCall } from '@simdesk/contract';
import { dictionaryEntries } from '../../platform/database/schema';
import { containsPattern } from '../../platform/database/contains-pattern';
import { pageWindow } from '../../platform/http/paging';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { registerCustomDictionaryCalls } from './dictionary-custom-routes';
import { registerDictionaryMaintenanceCalls } from './dictionary-maintenance-routes';

/**
 * The dictionary of the caller's company: its own entries and the platform-wide ones. Custom types (addresses)
 * have their own calls and stay out of the list.
 */
export function registerDictionaryCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(dictionaryListCall, async ({ obj, page, caller }) => {
    const conditions: (SQL | undefined)[] = [
      or(isNull(dictionaryEntries.companyId), eq(dictionaryEntries.companyId, caller.companyId)),
      notInArray(dictionaryEntries.dictType, [...customDictionaryTypes]),
    ];
    if (obj.dictType) conditions.push(eq(dictionaryEntries.dictType, obj.dictType));
    if (obj.dictLabel) conditions.push(ilike(dictionaryEntries.dictLabel, containsPattern(obj.dictLabel)));
    if (obj.enabled !== undefined) conditions.push(eq(dictionaryEntries.enabled, obj.enabled));
    const where = and(...conditions);
    const { limit, offset } = pageWindow(page);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(dictionaryEntries)
        .where(where)
        .orderBy(asc(dictionaryEntries.dictType), asc(dictionaryEntries.orderNum), asc(dictionaryEntries.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(dictionaryEntries).where(where),
    ]);
    return {
      rows: rows.map((entry) => ({
        dictDataId: entry.id,
        dictType: entry.dictType,
        dictLabel: entry.dictLabel,
        dictValue: entry.dictValue,
        orderNum: entry.orderNum,
        enabled: entry.enabled,
        companyOwned: entry.companyId !== null,
      })),
      total: totals?.total ?? 0,
    };
  });

  registerDictionaryMaintenanceCalls(registrar, services);
  registerCustomDictionaryCalls(registrar, services);
}
