import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import {
  oneCompanyScope,
  renderTestingPage,
  setUpTestingTests,
  signInAsTestingReader,
  testCardRow,
  testedCardRow,
  testerRow,
  testingPage,
} from '../testing-test-rows';
import { TestCardListPage } from './test-card-list-page';
import { testCardTextOfFile } from './test-card-numbers-field';

const listAnswers = {
  'test-card/list': testingPage('cards', [testCardRow(), testedCardRow]),
  'test-card/filter-options': oneCompanyScope,
  'test-card/tester-options': okAnswer([testerRow()]),
  'test-card/capacity': okAnswer([{ executing: 2, maximum: 5 }]),
};

const renderPage = () => renderTestingPage('testingCardManagement', <TestCardListPage />);

const rowOf = async (iccid: string) => (await screen.findByText(iccid)).closest('tr') as HTMLElement;

setUpTestingTests();

describe('TestCardListPage', () => {
  it('warns once five of five testers test now', async () => {
    stubFetch({ ...listAnswers, 'test-card/capacity': okAnswer([{ executing: 5, maximum: 5 }]) });
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: '5 of 5 testers testing now' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    const warning = screen.getByText(/No other tester can start until one ends their tests/);
    expect(warning.closest('.ant-typography-warning')).toBeTruthy();
  });

  it('starts a test of the chosen cards for a tester, and says in the dialog why the server refused it', async () => {
    const fetchMock = stubFetch({
      ...listAnswers,
      'test-card/start': () =>
        jsonResponse({
          status: '409',
          msg: '5 testers are testing now, the most at once: one must end their tests before 李* starts',
          rows: [],
        }),
    });
    renderPage();
    expect(await screen.findByText('2 of 5 testers testing now')).toBeTruthy();
    expect(within(await rowOf('89860424000000000075')).getByText('李*')).toBeTruthy();
    fireEvent.click(within(await rowOf('89860424000000000074')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Start test/ }));
    const dialog = await screen.findByRole('dialog');
    const cards = within(dialog).getByLabelText('Cards') as HTMLTextAreaElement;
    expect(cards.value).toBe('89860424000000000074');
    fireEvent.change(cards, { target: { value: `${cards.value}\n1064800000076` } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Tester' }));
    fireEvent.click(await screen.findByTitle('李* · 110***********002X'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'test-card/start')).toEqual([
        { testerId: 7, cardNumbers: ['89860424000000000074', '1064800000076'] },
      ]),
    );
    expect(await within(dialog).findByText(/one must end their tests before 李\* starts/)).toBeTruthy();
  });

  it('ends a tested card after asking', async () => {
    const fetchMock = stubFetch({ ...listAnswers, 'test-card/end': okAnswer([]) });
    renderPage();
    fireEvent.click(within(await rowOf('89860424000000000075')).getByRole('button', { name: 'End test' }));
    expect(await screen.findByText('End the test of 89860424000000000075?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'End test' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'test-card/end')).toEqual([{ cardNumbers: ['89860424000000000075'] }]),
    );
  });

  it('offers neither start nor end without their actions', async () => {
    signInAsTestingReader();
    stubFetch(listAnswers);
    renderPage();
    const tested = await rowOf('89860424000000000075');
    expect(within(tested).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Start test/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /End test/ })).toBeNull();
  });

  it('reads the cards of a file: a CSV file by its first column, its header left out', () => {
    const csv = 'ICCID,VIN\r\n"89860424000000000074",LSVAU2170N2183294\n1064800000076;x\n';
    expect(testCardTextOfFile('cards.CSV', csv)).toBe('89860424000000000074\n1064800000076');
    expect(testCardTextOfFile('cards.txt', '\uFEFF89860424000000000074, 1064800000076\n')).toBe(
      '89860424000000000074, 1064800000076',
    );
  });
});
