import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  dealerAddCall,
  dealerDeleteCall,
  dealerEditCall,
  dealerFormOptionsCall,
  dealerGetCall,
  dealerListCall,
} from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { operators } from '../../platform/database/schema';
import { dealers } from '../../platform/database/schema';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { conflict, isForeignKeyViolation, isUniqueViolation, resolveOrg } from './admin-references';
import { adminFormOptions } from './admin-options';
import { countDealerAccounts, describeDealer, listDealers, loadManagedDealer } from './dealer-rows';

const codeTaken = () => conflict('this dealer code is already used in the company');

async function assertCodeFree(db: Database, companyId: number, code: string, dealerId?: number) {
  const [taken] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(
      and(
        eq(dealers.companyId, companyId),
        sql`lower(${dealers.code}) = lower(${code})`,
        dealerId === undefined ? undefined : ne(dealers.id, dealerId),
      ),
    );
  if (taken) throw codeTaken();
}

/** Runs a write that a concurrent one may beat to a unique code: the loser gets the same refusal. */
async function withUniqueCode<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Dealer information (sys/dealer/info): dealers of the caller's company and org subtree. */
export function registerDealerCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;

  registrar.guardedCall(dealerListCall, async ({ obj, page, caller }) =>
    listDealers(services, caller, obj, page),
  );

  registrar.guardedCall(dealerGetCall, async ({ obj, caller }) => {
    const record = await loadManagedDealer(services, caller, obj.dealerId);
    return { rows: [await describeDealer(services, record)], auditTarget: record.dealer.code };
  });

  registrar.guardedCall(dealerFormOptionsCall, async ({ obj, caller }) => ({
    rows: [await adminFormOptions(services, caller, obj.companyId)],
  }));

  registrar.guardedCall(dealerAddCall, async ({ obj, caller }) => {
    const org = await resolveOrg(db, caller, obj.orgId);
    await assertCodeFree(db, org.companyId, obj.code);
    const [created] = await withUniqueCode(() =>
      db
        .insert(dealers)
        .values({
          companyId: org.companyId,
          orgId: org.id,
          name: obj.name,
          code: obj.code,
          contactName: obj.contactName ?? null,
          contactMobile: obj.contactMobile ?? null,
          address: obj.address || null,
          enabled: obj.enabled ?? true,
          createdAt: clock.now(),
        })
        .returning({ dealerId: dealers.id }),
    );
    if (!created) throw new Error('dealer insert returned nothing');
    return { rows: [created], auditTarget: obj.code };
  });

  registrar.guardedCall(dealerEditCall, async ({ obj, caller }) => {
    const { dealer } = await loadManagedDealer(services, caller, obj.dealerId);
    const org = await resolveOrg(db, caller, obj.orgId);
    if (org.companyId !== dealer.companyId) throw conflict('a dealer cannot move to another company');
    await assertCodeFree(db, dealer.companyId, obj.code, dealer.id);
    await withUniqueCode(() =>
      db.transaction(async (transaction) => {
        await transaction
          .update(dealers)
          .set({
            orgId: org.id,
            name: obj.name,
            code: obj.code,
            contactName: obj.contactName,
            contactMobile: obj.contactMobile,
            address: obj.address || null,
            enabled: obj.enabled,
          })
          .where(eq(dealers.id, dealer.id));
        // Dealer accounts live in their dealer's org: they move with it.
        if (org.id !== dealer.orgId) {
          await transaction
            .update(operators)
            .set({ orgId: org.id })
            .where(and(eq(operators.dealerId, dealer.id), isNull(operators.deletedAt)));
        }
      }),
    );
    return { rows: [{ ok: true }], auditTarget: obj.code };
  });

  registrar.guardedCall(dealerDeleteCall, async ({ obj, caller }) => {
    const { dealer } = await loadManagedDealer(services, caller, obj.dealerId);
    const accounts = await countDealerAccounts(db, dealer.id);
    if (accounts > 0)
      throw conflict(`the dealer still has ${accounts} account(s): delete or move them first`);
    try {
      await db.delete(dealers).where(eq(dealers.id, dealer.id));
    } catch (error) {
      // An account added since the count above still refers to the dealer.
      if (isForeignKeyViolation(error)) throw conflict('the dealer still has accounts');
      throw error;
    }
    return { rows: [{ ok: true }], auditTarget: dealer.code };
  });
}
