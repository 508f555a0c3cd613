import { and, eq, isNull, max, ne, or, type SQL } from 'drizzle-orm';
import {
  customDictionaryTypes,
  dictionaryAddCall,
  dictionaryEditCall,
  dictionaryEnableOrDisableCall,
  dictionaryScopesCall,
  hasAction,
  status as statusCodes,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { dictionaryEntries } from './system-schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';

const dictionaryPageCode = 'sysManagement-dictionary';

type DictionaryRecord = typeof dictionaryEntries.$inferSelect;

/** Platform-wide entries (companyId null) are every company's: only carrier staff may change them. */
function refuseUnlessOwner(caller: OperatorContext, companyId: number | null): void {
  if (companyId === null && !caller.crossCompany) {
    throw forbidden('platform-wide entries are changed by carrier staff only');
  }
}

/** An entry the caller's dictionary shows: platform-wide or their company's, never a custom type. */
async function loadChangeableEntry(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<DictionaryRecord> {
  const [entry] = await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, id));
  if (!entry || (entry.companyId !== null && entry.companyId !== caller.companyId)) {
    throw notFound('no such dictionary entry');
  }
  if ((customDictionaryTypes as readonly string[]).includes(entry.dictType)) {
    throw badRequest(`${entry.dictType} entries are edited through dictionary/custom/edit`);
  }
  refuseUnlessOwner(caller, entry.companyId);
  return entry;
}

/**
 * One value per type in what a company sees: a company entry may not repeat a platform-wide value, and a
 * platform-wide entry may not repeat another platform-wide one.
 */
async function refuseTakenValue(
  db: Database,
  entry: { dictType: string; dictValue: string; companyId: number | null },
  exceptId?: number,
): Promise<void> {
  const owners =
    entry.companyId === null
      ? isNull(dictionaryEntries.companyId)
      : or(isNull(dictionaryEntries.companyId), eq(dictionaryEntries.companyId, entry.companyId));
  const conditions: (SQL | undefined)[] = [
    eq(dictionaryEntries.dictType, entry.dictType),
    eq(dictionaryEntries.dictValue, entry.dictValue),
    owners,
  ];
  if (exceptId !== undefined) conditions.push(ne(dictionaryEntries.id, exceptId));
  const [taken] = await db
    .select({ id: dictionaryEntries.id })
    .from(dictionaryEntries)
    .where(and(...conditions));
  if (taken)
    throw new AppError(statusCodes.conflict, `${entry.dictType} already has the value ${entry.dictValue}`);
}

async function nextOrder(db: Database, dictType: string, companyId: number | null): Promise<number> {
  const owner =
    companyId === null ? isNull(dictionaryEntries.companyId) : eq(dictionaryEntries.companyId, companyId);
  const [row] = await db
    .select({ last: max(dictionaryEntries.orderNum) })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.dictType, dictType), owner));
  return (row?.last ?? 0) + 1;
}

/** Adding, changing, enabling and disabling dictionary entries. */
export function registerDictionaryMaintenanceCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(dictionaryScopesCall, async ({ caller }) => ({
    rows: [{ company: true, platformWide: caller.crossCompany }],
  }));

  registrar.guardedCall(dictionaryAddCall, async ({ obj, caller }) => {
    const companyId = obj.platformWide ? null : caller.companyId;
    refuseUnlessOwner(caller, companyId);
    const entry = { dictType: obj.dictType, dictValue: obj.dictValue, companyId };
    await refuseTakenValue(db, entry);
    const [inserted] = await db
      .insert(dictionaryEntries)
      .values({
        ...entry,
        dictLabel: obj.dictLabel,
        orderNum: obj.orderNum ?? (await nextOrder(db, obj.dictType, companyId)),
      })
      .returning({ id: dictionaryEntries.id });
    if (!inserted) throw new Error('dictionary insert returned nothing');
    return { rows: [{ dictDataId: inserted.id }], auditTarget: String(inserted.id) };
  });

  registrar.guardedCall(dictionaryEditCall, async ({ obj, caller }) => {
    const entry = await loadChangeableEntry(db, caller, obj.dictDataId);
    const dictValue = obj.dictValue ?? entry.dictValue;
    if (dictValue !== entry.dictValue) {
      await refuseTakenValue(
        db,
        { dictType: entry.dictType, dictValue, companyId: entry.companyId },
        entry.id,
      );
    }
    await db
      .update(dictionaryEntries)
      .set({
        dictValue,
        dictLabel: obj.dictLabel ?? entry.dictLabel,
        orderNum: obj.orderNum ?? entry.orderNum,
      })
      .where(eq(dictionaryEntries.id, entry.id));
    return { rows: [{ ok: true }], auditTarget: String(entry.id) };
  });

  registrar.guardedCall(dictionaryEnableOrDisableCall, async ({ obj, caller }) => {
    const action = obj.enabled ? 'enable' : 'disable';
    if (!hasAction(caller.grantedPageCodes, caller.actionGrants, dictionaryPageCode, action)) {
      throw forbidden(`no ${action} right on ${dictionaryPageCode}`);
    }
    const entry = await loadChangeableEntry(db, caller, obj.dictDataId);
    await db
      .update(dictionaryEntries)
      .set({ enabled: obj.enabled })
      .where(eq(dictionaryEntries.id, entry.id));
    return { rows: [{ ok: true }], auditTarget: String(entry.id) };
  });
}
