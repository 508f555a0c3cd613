import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import {
  chinaMobileGrants,
  chinaMobileReaderGrants,
  vinRefusedRow,
  vinReuploadPage,
  vinReuploadRow,
} from '../china-mobile-test-rows';
import { oneCompanyScope, registrationPage } from '../real-name-test-rows';
import { VinReuploadPage } from './vin-reupload-page';

const pageAnswers = {
  'vin-reupload/refused': registrationPage([vinRefusedRow]),
  'vin-reupload/list': vinReuploadPage([vinReuploadRow()]),
  'vin-reupload/filter-options': oneCompanyScope,
};

function renderPage() {
  renderRegistryPage('yidongVinReupload', <VinReuploadPage />);
}

/** The card's row in the list under this title. */
async function rowIn(title: string) {
  const table = (await screen.findByText(title)).closest('.call-list-page') as HTMLElement;
  return (await within(table).findByText('89860424000000000074')).closest('tr') as HTMLElement;
}

const refusedRow = () => rowIn('Refused for their VIN');

setUpEachTest({ grants: chinaMobileGrants, testTimeout: 60_000 });
// Role queries skip the check of every ancestor's computed style (jsdom computes it slowly under antd's styles):
// this page renders two wide tables, and no assertion here is about what is hidden.
configure({ defaultHidden: true });

describe('VinReuploadPage', () => {
  it('lists the cards refused for their VIN and the re-uploads, each re-upload opening its page', async () => {
    stubFetch(pageAnswers);
    renderPage();
    const refused = await refusedRow();
    expect(within(refused).getByText('VIN does not match the carrier’s record')).toBeTruthy();
    const registration = within(refused).getByRole('link', { name: '89860424000000000074' });
    expect(registration.getAttribute('href')).toContain('realnameList/detail?id=5');
    const row = await rowIn('VIN re-uploads');
    const link = within(row).getByRole('link', { name: '89860424000000000074' });
    expect(link.getAttribute('href')).toContain('yidongVinReupload/detail?id=41');
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('LSVAU2170N2183294')).toBeTruthy();
    expect(within(row).getByText('LSVAU2172N2183295')).toBeTruthy();
    expect(within(row).getByText('VIN still differs from the register')).toBeTruthy();
    expect(within(row).getByText('Han Mei')).toBeTruthy();
  });

  it('names the malformed lines and sends nothing, then sends the lines read from the text', async () => {
    const fetchMock = stubFetch({
      ...pageAnswers,
      'vin-reupload/submit': okAnswer([vinReuploadRow({ status: 1, completedAt: null })]),
    });
    renderPage();
    fireEvent.click(within(await refusedRow()).getByRole('button', { name: 'Re-upload VIN' }));
    const dialog = await screen.findByRole('dialog');
    const lines = within(dialog).getByLabelText('Cards and VINs') as HTMLTextAreaElement;
    // Opened from the refused card's row, the dialog starts with its number.
    expect(lines.value).toBe('89860424000000000074, ');
    fireEvent.change(lines, {
      target: { value: '89860424000000000074, lsvau2172n2183295\n\n1064800000075 LFV2A21K5N3000001\nhello' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'Lines that are not a card number and a valid VIN: 3, 4. Correct or remove them',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Lines: 3 of at most 500')).toBeTruthy();
    expect(sentObjs(fetchMock, 'vin-reupload/submit')).toEqual([]);

    fireEvent.change(lines, {
      target: { value: '89860424000000000074, lsvau2172n2183295\n1064800000075\tLFV2A21K0N3000001\n' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'vin-reupload/submit')).toEqual([
        {
          lines: [
            { cardNumber: '89860424000000000074', vin: 'LSVAU2172N2183295' },
            { cardNumber: '1064800000075', vin: 'LFV2A21K0N3000001' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('2 VINs sent to China Mobile')).toBeTruthy();
    await waitFor(() => expect(sentObjs(fetchMock, 'vin-reupload/refused')).toHaveLength(2));
    expect(sentObjs(fetchMock, 'vin-reupload/list')).toHaveLength(2);
  });

  it('offers no re-upload without the import action', async () => {
    signInWithGrants(chinaMobileReaderGrants);
    stubFetch(pageAnswers);
    renderPage();
    expect(await refusedRow()).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Re-upload VIN/ })).toBeNull();
    // Nor a link to the registration, which this operator may not open.
    expect(await screen.findAllByRole('link', { name: '89860424000000000074' })).toHaveLength(1);
  });
});
