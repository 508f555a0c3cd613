import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import {
  oneCompanyScope,
  renderTestingPage,
  setUpTestingTests,
  testerRow,
  testingPage,
  testRecordRow,
} from '../testing-test-rows';
import { TestRecordListPage } from './test-record-list-page';

const ended = testRecordRow({ id: 40, status: 2, endedAt: '2026-05-07T03:00:00.000Z' });

const listAnswers = {
  'test-record/list': testingPage('records', [testRecordRow(), ended]),
  'test-record/filter-options': oneCompanyScope,
  'test-card/tester-options': okAnswer([testerRow()]),
};

setUpTestingTests();

describe('TestRecordListPage', () => {
  it('shows each record with its status, and filters by status and tester', async () => {
    const fetchMock = stubFetch(listAnswers);
    renderTestingPage('testRnRecord', <TestRecordListPage />);
    const [testing, done] = (await screen.findAllByRole('button', { name: '89860424000000000075' })).map(
      (button) => button.closest('tr') as HTMLElement,
    ) as [HTMLElement, HTMLElement];
    expect(within(testing).getByText('Testing')).toBeTruthy();
    expect(within(testing).getByText('李*')).toBeTruthy();
    expect(within(testing).getByText('Han Mei')).toBeTruthy();
    expect(within(done).getByText('Ended')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Ended'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tester' }));
    fireEvent.click(await screen.findByTitle('李* · 110***********002X'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'test-record/list').at(-1)).toEqual({
        status: [2],
        testerId: 7,
        pageSize: 20,
      }),
    );
  });

  it('opens a record in a drawer through its detail call', async () => {
    const fetchMock = stubFetch({ ...listAnswers, 'test-record/detail': okAnswer([ended]) });
    renderTestingPage('testRnRecord', <TestRecordListPage />);
    fireEvent.click(
      (await screen.findAllByRole('button', { name: '89860424000000000075' }))[1] as HTMLElement,
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Test registration #40')).toBeTruthy();
    expect(await within(drawer).findByText('Han Mei (hanmei)')).toBeTruthy();
    expect(within(drawer).getByText('Ended', { selector: '.ant-tag' })).toBeTruthy();
    expect(sentObjs(fetchMock, 'test-record/detail')).toEqual([{ id: 40 }]);
  });
});
