import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realnameCardStateListPageCode } from '@simdesk/contract/modules/real-name';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { cardStateDetailRow, setUpCardStateTests } from '../card-state-test-rows';
import { CardStateDetailPage } from './card-state-detail-page';

const renderPage = (search: string) =>
  renderRegistryPage('realnameCardStateDetail', <CardStateDetailPage />, search);

setUpCardStateTests();

describe('CardStateDetailPage', () => {
  it('says why a refused card waits and links the pages that resolve it, with its registrations and states', async () => {
    const fetchMock = stubFetch({ 'real-name-card-state/detail': okAnswer([cardStateDetailRow()]) });
    renderPage('?id=74');
    expect(await screen.findByRole('heading', { name: /89860424000000000074/ })).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name-card-state/detail')).toEqual([{ id: 74 }]);
    const nextStep = screen.getByText('Next step').closest('.ant-card') as HTMLElement;
    expect(within(nextStep).getByText(/Face does not match the document photo/)).toBeTruthy();
    const links = within(nextStep)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Open the registration', expect.stringContaining('realnameList/detail?id=5')],
      ['Enterprise batch registration', expect.stringContaining('orgBatchRn')],
      ['Owner links at sale', expect.stringContaining('collecting')],
    ]);
    expect(screen.getByText('Registrations of this card')).toBeTruthy();
    expect(screen.getByText('Testable → Inventory')).toBeTruthy();
  });

  it('links none of the pages the operator may not open', async () => {
    signInWithGrants({ [realnameCardStateListPageCode]: ['query', 'get'] });
    stubFetch({
      'real-name-card-state/detail': okAnswer([cardStateDetailRow()]),
    });
    renderPage('?id=74');
    const nextStep = (await screen.findByText('Next step')).closest('.ant-card') as HTMLElement;
    expect(within(nextStep).queryAllByRole('link')).toEqual([]);
  });

  it('says the card is not found when the server knows none in scope', async () => {
    stubFetch({
      'real-name-card-state/detail': () => jsonResponse({ status: '404', msg: 'no card 99', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('Card not found')).toBeTruthy();
  });
});
