import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testerManagementPageCode } from '@simdesk/contract/modules/real-name';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { signInWithGrants } from '../../../test/session-fixture';
import {
  renderTestingPage,
  setUpTestingTests,
  shownAddress,
  testerRow,
  testingPage,
  testRecordRow,
} from '../testing-test-rows';
import { TesterDetailPage } from './tester-detail-page';

const renderPage = (search: string) =>
  renderTestingPage('testerManagementDetail', <TesterDetailPage />, search);

setUpTestingTests();

describe('TesterDetailPage', () => {
  it('shows the tester masked with their test registrations, and opens the edit form', async () => {
    const fetchMock = stubFetch({
      'tester/detail': okAnswer([testerRow()]),
      'test-record/list': testingPage('records', [
        testRecordRow(),
        testRecordRow({ id: 40, status: 2, endedAt: '2026-05-07T03:00:00.000Z' }),
      ]),
    });
    renderPage('?id=7');
    expect(await screen.findByRole('heading', { name: '李*' })).toBeTruthy();
    expect(screen.getByText('Testing 3 cards')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('Night shift, test track B')).toBeTruthy();
    const [testing, ended] = (await screen.findAllByText('89860424000000000075')).map(
      (cell) => cell.closest('tr') as HTMLElement,
    ) as [HTMLElement, HTMLElement];
    expect(within(testing).getByText('Testing')).toBeTruthy();
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(sentObjs(fetchMock, 'test-record/list')).toEqual([{ testerId: 7, pageSize: 20 }]);
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(shownAddress()).toContain('testerManagement/edit?id=7'));
  });

  it('shows neither records nor edit to an operator of the tester page who may only look', async () => {
    signInWithGrants({ [testerManagementPageCode]: ['query', 'get'] });
    stubFetch({ 'tester/detail': okAnswer([testerRow({ cardsUnderTest: 0 })]) });
    renderPage('?id=7');
    expect(await screen.findByText('Idle')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByText('Test registrations of this tester')).toBeNull();
  });

  it('says the tester is not found when the server knows none in scope', async () => {
    stubFetch({ 'tester/detail': () => jsonResponse({ status: '404', msg: 'no tester 99', rows: [] }) });
    renderPage('?id=99');
    expect(await screen.findByText('Tester not found')).toBeTruthy();
  });
});
