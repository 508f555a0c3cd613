import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultLifecycleGroups,
  expandPageCodes,
  visibleLifecycleGroups,
  type LifecycleGroup,
} from '@simdesk/contract';
import { sessionStore } from '../../session/session-store';
import { fakeApiEnvironment, fetchByPath, jsonResponse } from '../../test/api-fixtures';
import { testOperator } from '../../test/operator-fixture';
import { renderWithProviders } from '../../test/render';
import { LifecycleCustomiseDialog } from './lifecycle-customise-dialog';

// Only the SIM card pages: the scrap stage shows "Card cancellation" selected, "SIM card list" to add.
const pageCodes = [
  'vehicleCardManagement-cardLink-simCardManagement-simCardList',
  'vehicleCardManagement-cardLink-simCardManagement-cardState',
];

function renderDialog(onClose = vi.fn()) {
  sessionStore.signIn({
    token: 'token-1',
    pageCodeList: pageCodes,
    permissionVoList: pageCodes.map((pageCode) => ({ pageCode, actions: ['query'] })),
    operatorVo: testOperator(),
  });
  const visibleGroups = visibleLifecycleGroups(defaultLifecycleGroups, expandPageCodes(pageCodes));
  renderWithProviders(
    <LifecycleCustomiseDialog
      groups={defaultLifecycleGroups}
      visibleGroups={visibleGroups}
      onClose={onClose}
    />,
  );
  return within(screen.getByRole('region', { name: 'Scrap' }));
}

beforeEach(() => fakeApiEnvironment());
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('LifecycleCustomiseDialog', () => {
  it("refuses to take out a stage's last shortcut with a warning", async () => {
    const scrap = renderDialog();
    fireEvent.click(scrap.getByRole('button', { name: 'Remove Card cancellation' }));
    expect(await screen.findByText('At least one menu item is needed')).toBeTruthy();
    expect(scrap.getByRole('button', { name: 'Remove Card cancellation' })).toBeTruthy();
  });

  it('moves shortcuts between shown and available, and saves every group', async () => {
    let saved: LifecycleGroup[] = [];
    const fetchMock = fetchByPath({
      'page-config/update': () =>
        jsonResponse({
          status: '0',
          msg: 'success',
          rows: [{ url: 'ec-service-life-cycle', simproperty: JSON.stringify(saved), updateTime: null }],
        }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    const scrap = renderDialog(onClose);
    fireEvent.click(scrap.getByRole('button', { name: 'Add SIM card list' }));
    // With two shown, the first may go now.
    fireEvent.click(scrap.getByRole('button', { name: 'Remove Card cancellation' }));
    expect(scrap.getByRole('button', { name: 'Remove SIM card list' })).toBeTruthy();
    expect(scrap.getByRole('button', { name: 'Add Card cancellation' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as {
      obj: { url: string; simproperty: string };
    };
    expect(body.obj.url).toBe('ec-service-life-cycle');
    saved = JSON.parse(body.obj.simproperty) as LifecycleGroup[];
    expect(saved).toHaveLength(5);
    // The vehicle list is not visible to this operator: it stays selected where it was.
    expect(saved[4]?.selectedList.map((entry) => entry.url)).toEqual(['vehicleList', 'simCardList']);
    expect(saved[4]?.recommendList.map((entry) => entry.url)).toContain('cardState');
    expect(saved[0]).toEqual(defaultLifecycleGroups[0]);
  });
});
