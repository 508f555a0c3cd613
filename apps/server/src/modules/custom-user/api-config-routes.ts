import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { maskPhone } from '@simdesk/contract';
import {
  cipherAlgorithm,
  customConfigInfoCall,
  customResetAppKeyCall,
  customResetAppSecretCall,
  customSafeGetAppInfoCall,
  customUpdatePushParamCall,
  generateCipherTextCall,
  resetPushKeyCall,
  type CustomConfigRow,
} from '@simdesk/contract/modules/custom-user';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { openPassword } from '../../platform/auth/sent-passwords';
import { companies, operators } from '../../platform/database/schema';
import { loginExpired, notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import {
  appCredentialsOf,
  describeAppInfo,
  renewAppKey,
  renewAppSecret,
  revealAppCredentials,
} from '../account-admin';
import { describePushConfig, resetPushSigningKey, savePushParams } from '../company';

async function describeConfig(services: AppServices, caller: OperatorContext): Promise<CustomConfigRow> {
  const [found] = await services.db
    .select({ mobile: operators.mobile, companyName: companies.name })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .where(eq(operators.id, caller.operatorId));
  if (!found) throw loginExpired();
  const credentials = await appCredentialsOf(services, caller.operatorId);
  return {
    operatorId: caller.operatorId,
    account: caller.account,
    mobile: found.mobile ? maskPhone(found.mobile) : null,
    companyId: caller.companyId,
    companyName: found.companyName,
    appKey: credentials?.appKey ?? null,
    hasAppInfo: credentials !== undefined,
    push: await describePushConfig(services, caller.companyId),
  };
}

/**
 * A custom-platform account's API configuration (the apiConfig page): its own app credentials and its
 * company's push, which is the same push the enterprise settings keep (one receiver per company).
 */
export function registerApiConfigCalls(registrar: CallRegistrar, services: AppServices): void {
  registrar.guardedCall(customConfigInfoCall, async ({ caller }) => {
    return { rows: [await describeConfig(services, caller)] };
  });

  registrar.guardedCall(customSafeGetAppInfoCall, async ({ obj, caller }) => {
    const password = openPassword(services, obj.password);
    const path = customSafeGetAppInfoCall.path;
    return {
      rows: [await revealAppCredentials(services, caller, password, caller.operatorId, path)],
      auditTarget: caller.account,
    };
  });

  registrar.guardedCall(customResetAppSecretCall, async ({ caller }) => {
    return { rows: [await renewAppSecret(services, caller.operatorId)], auditTarget: caller.account };
  });

  registrar.guardedCall(customResetAppKeyCall, async ({ caller }) => {
    await renewAppKey(services, caller.operatorId);
    return {
      rows: [await describeAppInfo(services, caller.operatorId, caller.account)],
      auditTarget: caller.account,
    };
  });

  registrar.guardedCall(customUpdatePushParamCall, async ({ obj, caller }) => {
    await savePushParams(services, caller.companyId, obj);
    return { rows: [{ ok: true }], auditTarget: String(caller.companyId) };
  });

  registrar.guardedCall(resetPushKeyCall, async ({ caller }) => {
    const signingSecret = await resetPushSigningKey(services, caller.companyId);
    return { rows: [{ signingSecret }], auditTarget: String(caller.companyId) };
  });

  // HMAC-SHA256 keyed with the app secret as handed out (UTF-8), over the UTF-8 text, in lower-case hex.
  registrar.guardedCall(generateCipherTextCall, async ({ obj, caller }) => {
    const credentials = await appCredentialsOf(services, caller.operatorId);
    if (!credentials) throw notFound('this account has no app credentials yet');
    const cipherText = createHmac('sha256', credentials.appSecret)
      .update(obj.plainText, 'utf8')
      .digest('hex');
    return {
      rows: [{ appKey: credentials.appKey, algorithm: cipherAlgorithm, cipherText }],
      auditTarget: caller.account,
    };
  });
}
