import { eq } from 'drizzle-orm';
import {
  agreeUserAgreementCall,
  changePasswordCall,
  currentAccountListCall,
  currentOperatorCall,
  forgetPasswordCall,
  getPermissionsCall,
  logoutCall,
  mobileVerifyCall,
  modifyExpiredPasswordCall,
  modifyPhoneNumberCall,
  passwordLoginCall,
  resetPasswordCall,
  sendSmsCall,
  smsLoginCall,
  status as statusCodes,
  switchAccountCall,
  canSwitchAccount,
  type LoginInfo,
} from '@simdesk/contract';
import type { AuditActor } from '../../platform/audit/audit-trail';
import { operators } from '../../platform/database/schema';
import { AppError } from '../../platform/http/app-error';
import { revokeSession } from '../../platform/auth/sessions';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import {
  assertDiffersFromCurrent,
  changeOwnMobile,
  changeOwnPassword,
  setPassword,
  switchableAccounts,
} from './account';
import { describeOperator, permissionVoListOf } from './describe-operator';
import { loginWithPassword, loginWithSmsCode, switchToAccount } from './login';
import { openNewPassword, openPassword } from '../../platform/auth/sent-passwords';
import { consumeTicket, issueTicket, peekTicket } from '../../platform/auth/tickets';
import { answerCodeRequest, consumeVerificationCode } from './verification-codes';

function actorOf(login: LoginInfo): AuditActor {
  const { operatorId, account, companyId } = login.operatorVo;
  return { operatorId, account, companyId };
}

/** Sign-in, password and account calls of spec §7 (operator/…, utility/send-sms). */
export function registerOperatorCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock, authenticator } = services;

  registrar.publicCall(passwordLoginCall, async ({ obj, request }) => {
    const login = await loginWithPassword(
      services,
      obj.account,
      openPassword(services, obj.password),
      request.ip,
    );
    return { rows: [login], auditTarget: obj.account, auditActor: actorOf(login) };
  });

  registrar.publicCall(smsLoginCall, async ({ obj, request }) => {
    const login = await loginWithSmsCode(services, obj.mobile, obj.verificationCode, obj.account, request.ip);
    return { rows: [login], auditTarget: login.operatorVo.account, auditActor: actorOf(login) };
  });

  registrar.publicCall(sendSmsCall, async ({ obj, request }) => {
    if (obj.purpose === 'modify-phonenum') {
      // Changing a number needs a session: the code goes to the new number of a signed-in operator.
      request.caller = await authenticator.authenticate(request);
      return { rows: [await answerCodeRequest(services, obj, true)] };
    }
    const owners = await db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.mobile, obj.mobile));
    return { rows: [await answerCodeRequest(services, obj, owners.length > 0)] };
  });

  registrar.publicCall(forgetPasswordCall, async ({ obj }) => {
    const [operator] = await db.select().from(operators).where(eq(operators.account, obj.account));
    const belongs = operator !== undefined && operator.mobile === obj.mobile;
    const codeRequest = { purpose: 'forget-password', mobile: obj.mobile, account: obj.account } as const;
    return { rows: [await answerCodeRequest(services, codeRequest, belongs)], auditTarget: obj.account };
  });

  registrar.publicCall(mobileVerifyCall, async ({ obj }) => {
    await consumeVerificationCode(services, obj.mobile, 'forget-password', obj.verificationCode);
    const [operator] = await db.select().from(operators).where(eq(operators.account, obj.account));
    if (!operator || operator.mobile !== obj.mobile) {
      throw new AppError(statusCodes.invalidVerificationCode, 'invalid verification code');
    }
    const resetTicket = await issueTicket(services, operator.id, 'reset-password', 15);
    return { rows: [{ resetTicket }], auditTarget: obj.account };
  });

  registrar.publicCall(resetPasswordCall, async ({ obj }) => {
    const password = openNewPassword(services, obj.password);
    const operatorId = await consumeTicket(services, obj.resetTicket, 'reset-password');
    await setPassword(services, operatorId, password);
    return { rows: [{ ok: true }], auditTarget: String(operatorId) };
  });

  registrar.publicCall(modifyExpiredPasswordCall, async ({ obj }) => {
    const password = openNewPassword(services, obj.password);
    const operatorId = await peekTicket(services, obj.resetTicket, 'expired-password');
    await assertDiffersFromCurrent(services, operatorId, password);
    await consumeTicket(services, obj.resetTicket, 'expired-password');
    await setPassword(services, operatorId, password);
    return { rows: [{ ok: true }], auditTarget: String(operatorId) };
  });

  registrar.guardedCall(logoutCall, async ({ caller }) => {
    await revokeSession(db, clock, caller.sessionId);
    return { rows: [{ ok: true }] };
  });

  registrar.guardedCall(currentOperatorCall, async ({ caller }) => ({
    rows: [await describeOperator(services, caller.operatorId)],
  }));

  registrar.guardedCall(changePasswordCall, async ({ obj, caller }) => {
    const oldPassword = openPassword(services, obj.oldPassword);
    const newPassword = openNewPassword(services, obj.password);
    await changeOwnPassword(services, caller.operatorId, oldPassword, newPassword);
    return { rows: [{ ok: true }], auditTarget: caller.account };
  });

  registrar.guardedCall(modifyPhoneNumberCall, async ({ obj, caller }) => {
    await changeOwnMobile(services, caller.operatorId, obj.mobile, obj.verificationCode);
    return { rows: [{ ok: true }], auditTarget: caller.account };
  });

  registrar.guardedCall(agreeUserAgreementCall, async ({ caller }) => {
    await db
      .update(operators)
      .set({ agreementAcceptedAt: clock.now() })
      .where(eq(operators.id, caller.operatorId));
    return { rows: [{ ok: true }], auditTarget: caller.account };
  });

  registrar.guardedCall(currentAccountListCall, async ({ caller }) => ({
    rows: await switchableAccounts(services, caller.operatorId),
  }));

  registrar.guardedCall(switchAccountCall, async ({ obj, caller, request }) => {
    const [self] = await db.select().from(operators).where(eq(operators.id, caller.operatorId));
    const kind = { roleId: caller.roleId, deployType: caller.deployType, pageCodeList: caller.pageCodeList };
    if (!canSwitchAccount({ ...kind, mobile: self?.mobile ?? null })) {
      throw new AppError(statusCodes.forbidden, 'account switching is not available to this account');
    }
    const { login } = await switchToAccount(services, caller.operatorId, obj.account, request.ip);
    await revokeSession(db, clock, caller.sessionId);
    return { rows: [login], auditTarget: obj.account };
  });

  registrar.guardedCall(getPermissionsCall, async ({ caller }) => ({
    rows: [{ permissionVoList: permissionVoListOf(caller) }],
  }));
}
