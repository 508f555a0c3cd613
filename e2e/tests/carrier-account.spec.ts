import { expect, test } from '@playwright/test';
import { CarrierAccountPage } from '../pages/carrier-account-page';
import { startCarrierSim } from '../support/carrier-sim-peer';
import { openSignedIn } from '../support/signed-in-state';

test('carrier staff add a carrier account, see a wrong password refused, fix it and delete the account', async ({
  page,
}) => {
  const carrierSim = await startCarrierSim();
  try {
    await openSignedIn(page, 'admin');
    const accounts = new CarrierAccountPage(page);
    await accounts.goto();
    await accounts.add({
      name: 'OneLink e2e',
      baseUrl: carrierSim.baseUrl,
      appId: 'simdesk-demo',
      password: 'not-the-password',
    });

    await accounts.check('OneLink e2e');
    await expect(accounts.toast(/Check failed: .*AUTHENTICATION_FAILED/)).toBeVisible();

    await accounts.changePassword('OneLink e2e', 'carrier-demo-pass');
    await accounts.check('OneLink e2e');
    await expect(accounts.toast(/Connected: signed in and queried in \d+ ms/)).toBeVisible();
    await expect(page.getByText('carrier-demo-pass')).toHaveCount(0);

    await accounts.delete('OneLink e2e');
    await expect(accounts.row('OneLink e2e')).toHaveCount(0);
  } finally {
    await carrierSim.close();
  }
});
