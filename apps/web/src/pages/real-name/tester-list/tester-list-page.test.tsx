import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentObjs, stubFetch } from '../../../test/api-fixtures';
import {
  oneCompanyScope,
  renderTestingPage,
  setUpTestingTests,
  shownAddress,
  signInAsTestingReader,
  testerRow,
  testingPage,
} from '../testing-test-rows';
import { TesterListPage } from './tester-list-page';

const listAnswers = {
  'tester/list': testingPage('testers', [
    testerRow(),
    testerRow({ id: 8, cardsUnderTest: 0, enabled: false }),
  ]),
  'tester/filter-options': oneCompanyScope,
};

const renderPage = () => renderTestingPage('testerManagement', <TesterListPage />);

const environment = setUpTestingTests();

describe('TesterListPage', () => {
  it('shows each tester masked with what they test now, opens and edits them, and filters by ID number', async () => {
    const fetchMock = stubFetch(listAnswers);
    renderPage();
    const [testing, idle] = (await screen.findAllByRole('link', { name: 'Details' })).map(
      (link) => link.closest('tr') as HTMLElement,
    ) as [HTMLElement, HTMLElement];
    expect(within(testing).getByText('110***********002X')).toBeTruthy();
    expect(within(testing).getByText('138****0001')).toBeTruthy();
    expect(within(testing).getByText('Testing 3 cards')).toBeTruthy();
    expect(within(testing).getByText('Han Mei')).toBeTruthy();
    expect(within(idle).getByText('Idle')).toBeTruthy();
    expect(within(idle).getByText('Disabled')).toBeTruthy();
    expect(within(testing).getByRole('link', { name: 'Details' }).getAttribute('href')).toContain(
      'testerManagement/detail?id=7',
    );
    fireEvent.click(within(testing).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(shownAddress()).toContain('testerManagement/edit?id=7'));

    fireEvent.change(screen.getByLabelText('ID number'), { target: { value: ' 11010519491231002X ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'tester/list').at(-1)).toMatchObject({ idNumber: '11010519491231002X' }),
    );
  });

  it('deletes a tester after asking, and shows why the server refused one testing now', async () => {
    const fetchMock = stubFetch({
      ...listAnswers,
      'tester/delete': () =>
        jsonResponse({
          status: '409',
          msg: 'the tester tests 3 card(s) now: end those tests first',
          rows: [],
        }),
    });
    renderPage();
    const row = (await screen.findAllByRole('link', { name: 'Details' }))[0]?.closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Delete the tester 李\*\?/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentObjs(fetchMock, 'tester/delete')).toEqual([{ id: 7 }]));
    await waitFor(() => expect(JSON.stringify(environment().notices)).toContain('end those tests first'));
  });

  it('offers neither add, edit nor delete without their actions', async () => {
    signInAsTestingReader();
    stubFetch(listAnswers);
    renderPage();
    expect(await screen.findAllByRole('link', { name: 'Details' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Add tester/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
