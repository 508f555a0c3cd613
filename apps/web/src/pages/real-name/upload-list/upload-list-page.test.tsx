import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderRegistryPage } from '../../../test/render';
import { oneCompanyScope } from '../real-name-test-rows';
import {
  refusedUploadRow,
  setUpUploadTests,
  uploadIntegration,
  uploadRow,
  uploadSummary,
} from '../upload-test-rows';
import { UploadListPage } from './upload-list-page';

const page = (rows: readonly unknown[]) =>
  okAnswer([{ uploads: rows, nextCursor: null, total: rows.length, totalIsEstimate: false }]);

const listAnswers = {
  'real-name-upload/list': page([uploadRow(), refusedUploadRow]),
  'real-name-upload/summary': uploadSummary,
  'real-name-upload/filter-options': oneCompanyScope,
  'real-name-upload/integration': uploadIntegration,
};

const renderPage = () => renderRegistryPage('upload', <UploadListPage />);

setUpUploadTests();

describe('UploadListPage', () => {
  it('lists what arrived, how it ended, and counts it; a count lists its outcome alone', async () => {
    const fetchMock = stubFetch(listAnswers);
    renderPage();
    expect(await screen.findByText('89860424000000000074')).toBeTruthy();
    // The refused one shows the card as pushed and why.
    expect(screen.getByText('89860424000000000099')).toBeTruthy();
    expect(screen.getByText('Not one of your cards')).toBeTruthy();
    expect(screen.getByText('Owner (at sale)')).toBeTruthy();
    const refusedTile = await screen.findByRole('button', { name: /^3\s*Refused$/ });
    expect(screen.getByText('15 arrivals')).toBeTruthy();
    fireEvent.click(refusedTile);
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'real-name-upload/list').at(-1)).toEqual({
        outcome: 'refused',
        pageSize: 20,
      }),
    );
    // The counts ignore the outcome shown.
    expect(
      sentObjs(fetchMock, 'real-name-upload/summary').every((obj) => !('outcome' in (obj as object))),
    ).toBe(true);
  });

  it('tells an integrator where to push and which app key signs, with the way to the credentials', async () => {
    stubFetch(listAnswers);
    renderPage();
    expect(await screen.findByText('How to push registrations')).toBeTruthy();
    expect(screen.getByText('POST /api/open/v1/real-name/registrations')).toBeTruthy();
    expect(screen.getByText('a1b2c3d4e5f6a7b8c9d0e1f2')).toBeTruthy();
    const manage = screen.getByRole('link', { name: 'Manage app credentials' });
    expect(manage.getAttribute('href')).toContain('userManage');
    expect(screen.getByText(/At most 100 registrations per request, pictures up to 1024 KiB/)).toBeTruthy();
  });

  it('sends the pasted cards as a batch', async () => {
    const fetchMock = stubFetch(listAnswers);
    renderPage();
    const cards = await screen.findByLabelText('Cards');
    fireEvent.change(cards, { target: { value: '89860424000000000074, 1064800000080' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'real-name-upload/list').at(-1)).toEqual({
        cardNumbers: ['89860424000000000074', '1064800000080'],
        pageSize: 20,
      }),
    );
  });
});
