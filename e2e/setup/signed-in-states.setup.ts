import { test as setup } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { saveSignedInState, signedInAccounts } from '../support/signed-in-state';

// Each demo account signs in through the form once per run (accepting the user agreement on its first
// sign-in); the specs reuse the session (support/signed-in-state.ts).
for (const account of signedInAccounts) {
  setup(`${account} signs in once for the run`, async ({ page }) => {
    await new LoginPage(page).signIn(account);
    await saveSignedInState(page, account);
  });
}
