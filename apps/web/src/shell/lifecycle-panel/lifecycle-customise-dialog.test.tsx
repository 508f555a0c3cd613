import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultLifecycleGroups,
  expandPageCodes,
  visibleLifecycleGroups,
  type LifecycleGroup,
} from '@simdesk/contract';
import { fakeApiEnvironment, okAnswer, stubFetch } from '../../test/api-fixtures';
import { renderWithProviders } from '../../test/render';
import { signInToPages } from '../../test/session-fixture';
import { LifecycleCustomiseDialog } from './lifecycle-customise-dialog';

// Only the SIM card pages: the scrap stage shows "Card cancellation" selected, "SIM card list" to add.
const pageCodes = [
  'vehicleCardManagement-cardLink-simCardManagement-simCardList',
  'vehicleCardManagement-cardLink-simCardManagement-cardState',
];

function renderDialog(onClose = vi.fn()) {
  signInToPages(pageCodes);
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

describe('LifecycleCustomiseDialog', () => {
  it("refuses to take out a stage's last shortcut with a warning", async () => {
    const scrap = renderDialog();
    fireEvent.click(scrap.getByRole('button', { name: 'Remove Card cancellation' }));
    expect(await screen.findByText('At least one menu item is needed')).toBeTruthy();
    expect(scrap.getByRole('button', { name: 'Remove Card cancellation' })).toBeTruthy();
  });

  it('moves shortcuts between shown and available, and saves every group', async () => {
    let saved: LifecycleGroup[] = [];
    const fetchMock = stubFetch({
      'page-config/update': okAnswer([
        { url: 'ec-service-life-cycle', simproperty: JSON.stringify(saved), updateTime: null },
      ]),
    });
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
