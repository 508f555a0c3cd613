import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { orgBatchRnPageCode } from '@simdesk/contract/modules/real-name';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { enterpriseBatchRow, oneCompanyScope, realNameGrants } from '../real-name-test-rows';
import { EnterpriseBatchListPage } from './enterprise-batch-list-page';

const finishedBatch = enterpriseBatchRow({ waiting: 0, processing: 0, registered: 9, failed: 1 });
const onePage = okAnswer([{ batches: [finishedBatch], nextCursor: null, total: 1, totalIsEstimate: false }]);

/** Where the page navigated to. */
function ShownAddress() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderPage() {
  renderRegistryPage(
    'orgBatchRn',
    <>
      <EnterpriseBatchListPage />
      <ShownAddress />
    </>,
  );
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: /Register cards to an enterprise/ }));
  return screen.findByRole('dialog');
}

setUpEachTest({ grants: realNameGrants, testTimeout: 30_000 });

describe('EnterpriseBatchListPage', () => {
  it('shows each batch with where its cards stand, the enterprise opening the batch', async () => {
    stubFetch({ 'enterprise-batch/list': onePage, 'enterprise-batch/filter-options': oneCompanyScope });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Aurora Fleet Services' });
    expect(link.getAttribute('href')).toContain('orgBatchRn/detail?id=12');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('914***********136T')).toBeTruthy();
    expect(within(row).getByText('Unified social credit code certificate')).toBeTruthy();
    expect(
      within(row).getByRole('progressbar', {
        name: 'Registration progress: 9 registered and 1 refused of 10 cards',
      }),
    ).toBeTruthy();
    expect(within(row).getByText('Registered 9')).toBeTruthy();
    expect(within(row).getByText('Refused 1')).toBeTruthy();
  });

  it('filters by the companies and orgs the batch page’s own options call offers', async () => {
    signInWithGrants({ [orgBatchRnPageCode]: ['query', 'get'] });
    const fetchMock = stubFetch({
      'enterprise-batch/list': onePage,
      'enterprise-batch/filter-options': okAnswer([
        {
          orgs: [],
          companies: [
            { companyId: 2, name: 'Aurora Motors' },
            { companyId: 3, name: 'Borealis Trucks' },
          ],
        },
      ]),
    });
    renderPage();
    fireEvent.mouseDown(await screen.findByLabelText('Company'));
    expect(await screen.findByTitle('Borealis Trucks')).toBeTruthy();
    expect(screen.getByLabelText('Organization')).toBeTruthy();
    expect(sentObjs(fetchMock, 'enterprise-batch/filter-options')).toEqual([{}]);
  });

  it('offers only personal documents for the responsible person', async () => {
    stubFetch({ 'enterprise-batch/list': onePage, 'enterprise-batch/filter-options': oneCompanyScope });
    renderPage();
    const dialog = await openForm();
    fireEvent.mouseDown(within(dialog).getByLabelText('Document type'));
    await screen.findByTitle('Passport');
    const offered = [...document.querySelectorAll('.ant-select-item-option-content')].map(
      (option) => option.textContent,
    );
    expect(offered).toContain('Resident ID card');
    expect(offered).not.toContain('Business licence');
    expect(offered).not.toContain('Unified social credit code certificate');
    expect(offered).not.toContain('Organisation code certificate');
  });

  it('refuses numbers by their check characters on their fields as typed, before anything is sent', async () => {
    const fetchMock = stubFetch({
      'enterprise-batch/list': onePage,
      'enterprise-batch/filter-options': oneCompanyScope,
    });
    renderPage();
    const dialog = await openForm();
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    const fieldOf = (label: string) =>
      within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
    type('Cards', '89860424000000000074');
    type('Enterprise name', 'Aurora Fleet Services');
    type('Full name', '王芳');
    type('Mobile', '13800138000');
    type('Certificate number', '91440300708461136A');
    type('Document number', '110105194912310021');
    expect(
      await within(fieldOf('Certificate number')).findByText(
        'This number does not match its check character: check for a typing error',
      ),
    ).toBeTruthy();
    expect(
      await within(fieldOf('Document number')).findByText(
        'This document number does not match its check character: check for a typing error',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fieldOf('Certificate number').textContent).toMatch(/check character/));
    expect(sentObjs(fetchMock, 'enterprise-batch/submit')).toEqual([]);

    type('Certificate number', '91440300708461136T');
    await waitFor(() => expect(fieldOf('Certificate number').textContent).not.toMatch(/check character/));
  });

  it('refuses what is no card number, sends the pasted cards as a list and opens the new batch', async () => {
    const fetchMock = stubFetch({
      'enterprise-batch/list': onePage,
      'enterprise-batch/filter-options': oneCompanyScope,
      'enterprise-batch/submit': okAnswer([enterpriseBatchRow({ id: 13, cardCount: 3 })]),
    });
    renderPage();
    const dialog = await openForm();
    const cards = within(dialog).getByLabelText('Cards');
    fireEvent.change(cards, { target: { value: '89860424000000000074\nnot-a-card' } });
    fireEvent.change(within(dialog).getByLabelText('Enterprise name'), {
      target: { value: 'Aurora Fleet Services' },
    });
    fireEvent.change(within(dialog).getByLabelText('Certificate number'), {
      target: { value: '91440300708461136T' },
    });
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: '王芳' } });
    fireEvent.change(within(dialog).getByLabelText('Document number'), {
      target: { value: '11010519491231002X' },
    });
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '13800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Not an ICCID or MSISDN: not-a-card')).toBeTruthy();
    expect(sentObjs(fetchMock, 'enterprise-batch/submit')).toEqual([]);

    fireEvent.change(cards, {
      target: { value: '89860424000000000074\n89860424000000000075, 13800000001\n89860424000000000074' },
    });
    expect(await within(dialog).findByText('Cards: 3 of at most 1,000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'enterprise-batch/submit')).toEqual([
        {
          cardNumbers: ['89860424000000000074', '89860424000000000075', '13800000001'],
          company: {
            name: 'Aurora Fleet Services',
            certificateType: 'S',
            certificateNumber: '91440300708461136T',
          },
          responsiblePerson: {
            name: '王芳',
            documentType: 'A',
            documentNumber: '11010519491231002X',
            mobile: '13800138000',
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('address').textContent).toContain('orgBatchRn/detail?id=13'),
    );
  });
});
