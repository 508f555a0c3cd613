import { eq } from 'drizzle-orm';
import { status as statusCodes } from '@simdesk/contract';
import {
  customChangePasswordCall,
  customModifyPhoneNumberCall,
  customResetPasswordCall,
} from '@simdesk/contract/modules/custom-user';
import { openNewPassword, openPassword } from '../../platform/auth/sent-passwords';
import { operators } from '../../platform/database/schema';
import { AppError } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { changeOwnMobile, changeOwnPassword, consumeVerificationCode, setPassword } from '../operator';
import { isCustomPlatformAccount } from './custom-platform-account';

/** A custom-platform account's mobile and password, by the operator module's rules (spec §7 custom/…). */
export function registerOwnAccountCalls(registrar: CallRegistrar, services: AppServices): void {
  registrar.guardedCall(customModifyPhoneNumberCall, async ({ obj, caller }) => {
    await changeOwnMobile(services, caller.operatorId, obj.mobile, obj.verificationCode);
    return { rows: [{ ok: true }], auditTarget: caller.account };
  });

  registrar.guardedCall(customChangePasswordCall, async ({ obj, caller }) => {
    const oldPassword = openPassword(services, obj.oldPassword);
    const newPassword = openNewPassword(services, obj.password);
    await changeOwnPassword(services, caller.operatorId, oldPassword, newPassword);
    return { rows: [{ ok: true }], auditTarget: caller.account };
  });

  registrar.publicCall(customResetPasswordCall, async ({ obj }) => {
    // The password is read first: a password the rules refuse does not spend the code.
    const password = openNewPassword(services, obj.password);
    await consumeVerificationCode(services, obj.mobile, 'forget-password', obj.verificationCode);
    const [operator] = await services.db.select().from(operators).where(eq(operators.account, obj.account));
    const belongs =
      operator !== undefined &&
      operator.mobile === obj.mobile &&
      (await isCustomPlatformAccount(services, operator.id));
    if (!operator || !belongs) {
      throw new AppError(statusCodes.invalidVerificationCode, 'invalid verification code');
    }
    await setPassword(services, operator.id, password);
    return { rows: [{ ok: true }], auditTarget: obj.account };
  });
}
