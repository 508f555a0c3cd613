import { and, asc, eq, ilike, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import {
  companyDictionaryCall,
  customDictionaryTypes,
  dictionaryListCall,
  type DictionaryEntry,
} from '@simdesk/contract';

import { dictionaryEntries } from './system-schema';

import { containsPattern } from '../../platform/database/contains-pattern';

import type { CallRegistrar } from '../../platform/http/register-call';

import type { AppServices } from '../../platform/services';

import { assertCompanyVisible } from '../company';

import { registerCustomDictionaryCalls } from './dictionary-custom-routes';

import { registerDictionaryMaintenanceCalls } from './dictionary-maintenance-routes';

import { pagedRows } from '../../platform/database/paged-rows';

/**
 * The dictionary of the caller's company: its own entries and the platform-wide ones. Custom types (addresses)
 * have their own calls and stay out of the list. The shell reads a company's enabled entries grouped by type.
 */
export function registerDictionaryCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(companyDictionaryCall, async ({ obj, caller }) => {
    assertCompanyVisible(caller, obj.companyId);
    const entries = await db
      .select()
      .from(dictionaryEntries)
      .where(
        and(
          eq(dictionaryEntries.enabled, true),
          or(isNull(dictionaryEntries.companyId), eq(dictionaryEntries.companyId, obj.companyId)),
        ),
      )
      .orderBy(asc(dictionaryEntries.dictType), asc(dictionaryEntries.orderNum), asc(dictionaryEntries.id));
    const grouped: Record<string, DictionaryEntry[]> = {};
    for (const entry of entries) {
      (grouped[entry.dictType] ??= []).push({
        dictDataId: entry.id,
        dictType: entry.dictType,
        dictLabel: entry.dictLabel,
        dictValue: entry.dictValue,
      });
    }
    return { rows: [grouped], total: 1 };
  });

  registrar.guardedCall(dictionaryListCall, async ({ obj, page, caller }) => {
    const conditions: (SQL | undefined)[] = [
      or(isNull(dictionaryEntries.companyId), eq(dictionaryEntries.companyId, caller.companyId)),
      notInArray(dictionaryEntries.dictType, [...customDictionaryTypes]),
    ];
    if (obj.dictType) conditions.push(eq(dictionaryEntries.dictType, obj.dictType));
    if (obj.dictLabel) conditions.push(ilike(dictionaryEntries.dictLabel, containsPattern(obj.dictLabel)));
    if (obj.enabled !== undefined) conditions.push(eq(dictionaryEntries.enabled, obj.enabled));
    const where = and(...conditions);
    const { rows, total } = await pagedRows(
      db,
      page,
      db
        .select()
        .from(dictionaryEntries)
        .where(where)
        .orderBy(asc(dictionaryEntries.dictType), asc(dictionaryEntries.orderNum), asc(dictionaryEntries.id))
        .$dynamic(),
      { table: dictionaryEntries, where },
    );
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
      total: total,
    };
  });

  registerDictionaryMaintenanceCalls(registrar, services);
  registerCustomDictionaryCalls(registrar, services);
}
