import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realnameListPageCode, type RegistrationDetailRow } from '@simdesk/contract/modules/real-name';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { realNameGrants, registrationDetailRow } from '../real-name-test-rows';
import { RegistrationDetailPage } from './registration-detail-page';

const revealed = {
  holderName: '王芳',
  documentNumber: '11010519491231002X',
  mobile: '13800138000',
  address: 'No. 1 Example Road',
};

const reason = 'Holder called about ticket 4711';

const afterReveal: RegistrationDetailRow = registrationDetailRow({
  events: [
    ...registrationDetailRow().events,
    { id: 4, kind: 'revealed', at: '2026-05-03T08:00:00.000Z', detail: reason, operatorName: 'Han Mei' },
  ],
});

function renderPage(search: string) {
  renderRegistryPage('realnameListDetail', <RegistrationDetailPage />, search);
}

setUpEachTest({ grants: realNameGrants, testTimeout: 30_000 });

describe('RegistrationDetailPage', () => {
  it('shows the registration masked, the carrier’s answer and its history', async () => {
    stubFetch({ 'real-name/detail': okAnswer([registrationDetailRow()]) });
    renderPage('?id=5');
    expect(await screen.findByRole('heading', { name: /89860424000000000074/ })).toBeTruthy();
    expect(screen.getByText('王*')).toBeTruthy();
    expect(screen.getByText('110***********002X')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.getByText('914***********136T')).toBeTruthy();
    expect(screen.getByText('RN-2026-000123')).toBeTruthy();
    expect(screen.getByText('Face check failed')).toBeTruthy();
    expect(screen.getByText('Refused by the carrier')).toBeTruthy();
    expect(screen.getByText('Registration created')).toBeTruthy();
    expect(screen.getByText('By Han Mei')).toBeTruthy();
  });

  it('shows the personal data in the dialog only once a reason is given, and the reveal in the history', async () => {
    let detailReads = 0;
    const fetchMock = stubFetch({
      'real-name/detail': () => {
        detailReads += 1;
        return okAnswer([detailReads === 1 ? registrationDetailRow() : afterReveal])();
      },
      'real-name/reveal': okAnswer([revealed]),
    });
    renderPage('?id=5');
    fireEvent.click(await screen.findByRole('button', { name: /Show personal data/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(await within(dialog).findByText('Say why in at least 4 characters')).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name/reveal')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(await within(dialog).findByText('11010519491231002X')).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name/reveal')).toEqual([{ id: 5, reason }]);
    expect(within(dialog).getByText('王芳')).toBeTruthy();
    expect(within(dialog).getByText('13800138000')).toBeTruthy();
    expect(within(dialog).getByText('No. 1 Example Road')).toBeTruthy();
    // The page itself keeps the masked values; the history, read again, shows the reveal and its reason.
    expect(await screen.findByText('Personal data shown in clear')).toBeTruthy();
    expect(screen.getByText(`Reason: ${reason}`)).toBeTruthy();
    expect(screen.getAllByText('11010519491231002X')).toHaveLength(1);

    // Closed and opened again, the dialog asks for a reason again: nothing of the clear data is kept.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /Show personal data/ }));
    const reopened = await screen.findByRole('dialog');
    expect(await within(reopened).findByLabelText('Reason')).toBeTruthy();
    expect(screen.queryByText('11010519491231002X')).toBeNull();
    expect(screen.queryByText('王芳')).toBeNull();
    expect(sentObjs(fetchMock, 'real-name/reveal')).toHaveLength(1);
  });

  it('offers no reveal to an operator without the reveal action', async () => {
    signInWithGrants({ [realnameListPageCode]: ['query', 'get'] });
    stubFetch({ 'real-name/detail': okAnswer([registrationDetailRow()]) });
    renderPage('?id=5');
    expect(await screen.findByRole('heading', { name: /89860424000000000074/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show personal data/ })).toBeNull();
  });

  it('says the registration is not found when the server knows none in scope', async () => {
    stubFetch({
      'real-name/detail': () => jsonResponse({ status: '404', msg: 'no such registration', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('Registration not found')).toBeTruthy();
  });
});
