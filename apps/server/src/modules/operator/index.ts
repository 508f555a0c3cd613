import { defineServerModule } from '../../platform/modules/server-module';
import { registerOperatorCalls } from './operator-routes';
import { registerSignInPageCalls } from './sign-in-page-routes';

export { changeOwnMobile, changeOwnPassword, setPassword } from './account';
export { consumeVerificationCode } from './verification-codes';

/**
 * Sign-in (the sign-in page's facts, password and SMS code), the session, password reset and renewal, the
 * operator's own account and the hand-over to the real-name platform.
 */
export const operatorModule = defineServerModule({
  name: 'operator',
  register: ({ registrar, services }) => {
    registerSignInPageCalls(registrar, services);
    registerOperatorCalls(registrar, services);
  },
});
