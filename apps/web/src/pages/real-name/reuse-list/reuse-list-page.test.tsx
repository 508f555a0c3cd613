import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { chinaMobileGrants, chinaMobileReaderGrants, reusedRow } from '../china-mobile-test-rows';
import { oneCompanyScope, registrationPage } from '../real-name-test-rows';
import { ReuseListPage } from './reuse-list-page';

const listAnswers = {
  'real-name-reuse/list': registrationPage([reusedRow]),
  'real-name-reuse/filter-options': oneCompanyScope,
};

function renderPage() {
  renderRegistryPage('yidongRnReuse', <ReuseListPage />);
}

setUpEachTest({ grants: chinaMobileGrants, testTimeout: 60_000 });

describe('ReuseListPage', () => {
  it('lists the registrations by reuse, each ICCID opening it on this page, filtered by document number', async () => {
    const fetchMock = stubFetch(listAnswers);
    renderPage();
    const link = await screen.findByRole('link', { name: '89860424000000000077' });
    expect(link.getAttribute('href')).toContain('yidongRnReuse/detail?id=7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Reused registration')).toBeTruthy();
    expect(within(row).getByText('王*')).toBeTruthy();
    // The list is all by reuse: no source or customer type to filter by.
    expect(screen.queryByRole('combobox', { name: 'Source' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: '11010519491231002X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'real-name-reuse/list').at(-1)).toEqual({
        documentNumber: '11010519491231002X',
        pageSize: 20,
      }),
    );
  });

  it('checks the owner by the contract’s rules, sends the reuse and reads the list again', async () => {
    const fetchMock = stubFetch({ ...listAnswers, 'real-name-reuse/submit': okAnswer([reusedRow]) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Reuse a registration/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/already holds a registration of this owner's ID card/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Card number'), {
      target: { value: '89860424000000000077' },
    });
    fireEvent.change(within(dialog).getByLabelText("Owner's name"), { target: { value: '王' } });
    fireEvent.change(within(dialog).getByLabelText("Owner's resident ID number"), {
      target: { value: '110105194912310021' },
    });
    fireEvent.change(within(dialog).getByLabelText("Owner's mobile"), { target: { value: '13800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reuse' }));
    expect(await within(dialog).findByText("Enter the owner's name as on the ID card")).toBeTruthy();
    expect(
      within(dialog).getByText('This ID number does not match its check character: check for a typing error'),
    ).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name-reuse/submit')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Owner's name"), { target: { value: '王芳' } });
    fireEvent.change(within(dialog).getByLabelText("Owner's resident ID number"), {
      target: { value: '11010519491231002X' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reuse' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'real-name-reuse/submit')).toEqual([
        {
          cardNumber: '89860424000000000077',
          holderName: '王芳',
          documentNumber: '11010519491231002X',
          mobile: '13800138000',
        },
      ]),
    );
    expect(await screen.findByText('Registration of 89860424000000000077 sent to China Mobile')).toBeTruthy();
    await waitFor(() => expect(sentObjs(fetchMock, 'real-name-reuse/list')).toHaveLength(2));
  });

  it('offers no reuse without the add action', async () => {
    signInWithGrants(chinaMobileReaderGrants);
    stubFetch(listAnswers);
    renderPage();
    expect(await screen.findByRole('link', { name: '89860424000000000077' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reuse a registration/ })).toBeNull();
  });
});
