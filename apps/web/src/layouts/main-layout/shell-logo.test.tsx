import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubFetch } from '../../test/api-fixtures';
import { setUpEachTest } from '../../test/each-test';
import { renderWithProviders } from '../../test/render';
import { signInWithGrants } from '../../test/session-fixture';
import { ShellLogo } from './shell-logo';

setUpEachTest();

async function renderLogo(operator: { deployType: number; roleId?: string }) {
  stubFetch({
    'company/get-info': okAnswer([
      {
        companyId: 1,
        companyName: 'Aurora Motors',
        deployType: operator.deployType,
        platformName: 'Aurora',
        logoBase64: null,
      },
    ]),
  });
  signInWithGrants({ 'vehicleCardManagement-dashboard': ['query'] }, operator);
  renderWithProviders(<ShellLogo />);
  await screen.findByText('Aurora');
}

describe('the shell logo', () => {
  it('jumps home to the SIM card console for a standard deployment', async () => {
    await renderLogo({ deployType: 1 });
    expect(screen.getByRole('link', { name: 'Aurora' }).getAttribute('href')).toBe('/vehicleCard');
  });

  it.each([
    ['a custom platform (2)', 2],
    ['an API-only company (3)', 3],
    ['an operations deployment (4)', 4],
  ])('does not jump for %s while its home page is not built', async (_, deployType) => {
    await renderLogo({ deployType });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('does not jump for role 3212', async () => {
    await renderLogo({ deployType: 1, roleId: '3212' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
