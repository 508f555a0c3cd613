import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { realnameListPageCode } from '@simdesk/contract/modules/real-name';
import { setUpEachTest } from '../../../test/each-test';
import { signInWithGrants } from '../../../test/session-fixture';
import { renderRegistryPage } from '../../../test/render';
import {
  inReviewRow,
  oneCompanyScope,
  realNameGrants,
  registrationPage,
  registrationRow,
} from '../real-name-test-rows';
import { RegistrationListPage } from './registration-list-page';

function renderPage(search = '') {
  renderRegistryPage('realnameList', <RegistrationListPage />, search);
}

setUpEachTest({ grants: realNameGrants, testTimeout: 30_000 });

describe('RegistrationListPage', () => {
  it('shows the registrations masked, each ICCID opening its detail, filtered by the batch a link names', async () => {
    const fetchMock = stubFetch({
      'real-name/list': registrationPage([registrationRow(), inReviewRow]),
      'real-name/filter-options': oneCompanyScope,
    });
    renderPage('?batchId=12');
    const link = await screen.findByRole('link', { name: '89860424000000000074' });
    expect(link.getAttribute('href')).toContain('realnameList/detail?id=5');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('王*')).toBeTruthy();
    expect(within(row).getByText('110***********002X')).toBeTruthy();
    expect(within(row).getByText('Resident ID card')).toBeTruthy();
    expect(within(row).getByText('Enterprise batch')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('Face check failed')).toBeTruthy();
    // The enterprise opens its batch for those who may open batches.
    const enterprise = within(row).getByRole('link', { name: 'Aurora Fleet Services' });
    expect(enterprise.getAttribute('href')).toContain('orgBatchRn/detail?id=12');
    const reviewRow = screen.getByRole('link', { name: '89860424000000000075' }).closest('tr') as HTMLElement;
    expect(within(reviewRow).getByText(/^Manual review until 2026-05-04/)).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name/list')).toEqual([expect.objectContaining({ batchId: 12 })]);

    const batchTag = screen.getByText('Batch #12').closest('.ant-tag') as HTMLElement;
    fireEvent.click(batchTag.querySelector('.ant-tag-close-icon') as HTMLElement);
    await waitFor(() => expect(sentObjs(fetchMock, 'real-name/list')).toHaveLength(2));
    expect(sentObjs(fetchMock, 'real-name/list')[1]).not.toHaveProperty('batchId');
    expect(screen.queryByText('Batch #12')).toBeNull();
    // Exporting is a button action of its own.
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('exports what the filters select, without the paging, as a task', async () => {
    signInWithGrants({ ...realNameGrants, [realnameListPageCode]: ['query', 'get', 'export'] });
    const fetchMock = stubFetch({
      'real-name/list': registrationPage([registrationRow()]),
      'real-name/filter-options': oneCompanyScope,
      'real-name/export': okAnswer([{ taskId: 41 }]),
    });
    renderPage('?batchId=12');
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sentObjs(fetchMock, 'real-name/export')).toHaveLength(1));
    expect(sentObjs(fetchMock, 'real-name/export')[0]).toEqual({
      filter: { batchId: 12 },
      format: 'xlsx',
      locale: 'en-US',
    });
  });

  it('finds a document number exactly as typed, and says when nothing matches', async () => {
    const fetchMock = stubFetch({
      'real-name/list': registrationPage([]),
      'real-name/filter-options': oneCompanyScope,
    });
    renderPage();
    expect(await screen.findByText('No registrations match: change the filters')).toBeTruthy();
    const documentNumber = screen.getByLabelText('Document number');
    expect(documentNumber.getAttribute('placeholder')).toBe('Matched exactly: the whole number');
    fireEvent.change(documentNumber, { target: { value: '11010519491231002X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'real-name/list').at(-1)).toEqual(
        expect.objectContaining({ documentNumber: '11010519491231002X' }),
      ),
    );
  });
});
