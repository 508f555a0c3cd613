import { eq } from 'drizzle-orm';
import {
  carrierAccountAddCall,
  carrierAccountDeleteCall,
  carrierAccountDetailCall,
  carrierAccountDisableCall,
  carrierAccountEnableCall,
  carrierAccountListCall,
  carrierAccountUpdateCall,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { companies } from '../../platform/database/schema';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import { badRequest, notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import { OutboundRefused, resolveReachable } from '../../platform/outbound/outbound-policy';
import type { AppServices } from '../../platform/services';
import { registerCarrierAccountLiveCalls } from './carrier-account-live-routes';
import {
  assertAccountCompany,
  findVisibleAccount,
  listVisibleAccounts,
  toAccountRow,
} from './carrier-account-store';

/** Carrier boss accounts (spec §7): list, detail, add, update, delete, enable, disable, and the live calls. */
export function registerCarrierAccountCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, carrier, config } = services;

  /**
   * Carrier staff may point an account anywhere (the demo simulator is on 127.0.0.1); a company's operators
   * are held to the outbound policy, so an account cannot be used to reach the platform's own network.
   */
  async function assertAddressAllowed(caller: OperatorContext, baseUrl: string): Promise<void> {
    if (caller.crossCompany) return;
    try {
      await resolveReachable(new URL(baseUrl).hostname, config.outbound);
    } catch (error) {
      if (error instanceof OutboundRefused)
        throw badRequest(`the carrier address is refused: ${error.message}`);
      throw error;
    }
  }

  registrar.guardedCall(carrierAccountListCall, async ({ obj, caller, page }) => {
    return listVisibleAccounts(db, caller, obj, page);
  });

  registrar.guardedCall(carrierAccountDetailCall, async ({ obj, caller }) => {
    const found = await findVisibleAccount(db, caller, obj.id);
    return { rows: [toAccountRow(found.account, found.companyName)] };
  });

  registrar.guardedCall(carrierAccountAddCall, async ({ obj, caller }) => {
    const companyId = obj.companyId ?? caller.companyId;
    assertAccountCompany(caller, companyId);
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound('no such company');
    await assertAddressAllowed(caller, obj.baseUrl);
    const [created] = await db
      .insert(carrierAccounts)
      .values({
        companyId,
        name: obj.name,
        carrier: obj.carrier,
        baseUrl: obj.baseUrl,
        appId: obj.appId,
        passwordCiphertext: carrier.secrets.seal(obj.password),
        enabled: obj.enabled ?? true,
      })
      .returning({ id: carrierAccounts.id });
    if (!created) throw new Error('the carrier account was not stored');
    return { rows: [{ id: created.id }], auditTarget: String(created.id) };
  });

  registrar.guardedCall(carrierAccountUpdateCall, async ({ obj, caller }) => {
    const { account } = await findVisibleAccount(db, caller, obj.id);
    if (obj.baseUrl !== undefined) await assertAddressAllowed(caller, obj.baseUrl);
    const { id, password, ...fields } = obj;
    if (password === undefined && Object.values(fields).every((value) => value === undefined)) {
      throw badRequest('nothing to change');
    }
    await db
      .update(carrierAccounts)
      .set({
        ...fields,
        // Omitted: the stored password stays (the console never has it to send back).
        ...(password === undefined ? {} : { passwordCiphertext: carrier.secrets.seal(password) }),
      })
      .where(eq(carrierAccounts.id, id));
    carrier.forgetToken(account.id);
    return { rows: [{ ok: true }], auditTarget: String(id) };
  });

  registrar.guardedCall(carrierAccountDeleteCall, async ({ obj, caller }) => {
    const { account } = await findVisibleAccount(db, caller, obj.id);
    const references = await carrier.referencesTo(account.id);
    const uses = Object.entries(references).map(([name, total]) => `${total} ${name}`);
    if (uses.length > 0) {
      throw badRequest(`the carrier account is still in use (${uses.join(', ')}): move or remove them first`);
    }
    await db.delete(carrierAccounts).where(eq(carrierAccounts.id, account.id));
    carrier.forgetToken(account.id);
    return { rows: [{ ok: true }], auditTarget: String(account.id) };
  });

  for (const [call, enabled] of [
    [carrierAccountEnableCall, true],
    [carrierAccountDisableCall, false],
  ] as const) {
    registrar.guardedCall(call, async ({ obj, caller }) => {
      const { account } = await findVisibleAccount(db, caller, obj.id);
      await db.update(carrierAccounts).set({ enabled }).where(eq(carrierAccounts.id, account.id));
      return { rows: [{ ok: true }], auditTarget: String(account.id) };
    });
  }

  registerCarrierAccountLiveCalls(registrar, services);
}
