import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathOfPage } from '@simdesk/contract';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../test/api-fixtures';
import { setUpEachTest } from '../../test/each-test';
import { fruitGetCall } from '../../test/fruit-calls';
import { renderRegistryPage, renderWithProviders } from '../../test/render';
import { RecordDetailColumns, RecordDetailFrame } from './record-detail-frame';
import { readRecordId } from './record-id';
import { RecordSummaryCard } from './record-summary-card';

const missing = { noRecord: 'No fruit named', notFound: 'Fruit not found', notFoundHint: 'Ask the grocer' };
const back = { listPage: 'vehicleList', text: 'Back to the fruit' } as const;

function renderFrame(search: string) {
  renderRegistryPage(
    'vehicleDetail',
    <RecordDetailFrame call={fruitGetCall} missing={missing} back={back}>
      {(fruit) => (
        <>
          <RecordSummaryCard name={fruit.name} nameIsIdentifier status="Ripe" facts={[]} />
          <RecordDetailColumns>
            <span>narrow</span>
            <span>wide</span>
          </RecordDetailColumns>
        </>
      )}
    </RecordDetailFrame>,
    search,
  );
}

const environment = setUpEachTest({ grants: {} });

describe('readRecordId', () => {
  it('reads a positive whole id from the address, and nothing else', () => {
    expect(readRecordId('?id=7')).toBe(7);
    expect(readRecordId('?batchId=12', 'batchId')).toBe(12);
    expect(readRecordId('?id=seven')).toBeUndefined();
    expect(readRecordId('?id=-3')).toBeUndefined();
    expect(readRecordId('')).toBeUndefined();
  });
});

describe('RecordDetailFrame', () => {
  it('reads the record the address names and shows its parts, the summary offering the way back', async () => {
    const fetchMock = stubFetch({ 'fruit/get': okAnswer([{ id: 7, name: 'APPLE-0007' }]) });
    renderFrame('?id=7');
    expect(await screen.findByRole('heading', { name: /APPLE-0007/ })).toBeTruthy();
    expect(screen.getByText('Ripe')).toBeTruthy();
    // An identifier as the name is copied with one click.
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy();
    expect(screen.getByText('wide')).toBeTruthy();
    const backLink = screen.getByRole('link', { name: 'Back to the fruit' });
    expect(backLink.getAttribute('href')).toBe(pathOfPage('vehicleList'));
    expect(sentObjs(fetchMock, 'fruit/get')).toEqual([{ id: 7 }]);
  });

  it('asks nothing and says so when the address names no record', () => {
    const fetchMock = stubFetch({});
    renderFrame('?id=none');
    expect(screen.getByText('No fruit named')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the fruit' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a record the server does not know on the page, with a hint, and raises no notice', async () => {
    stubFetch({ 'fruit/get': () => jsonResponse({ status: '404', msg: 'no such fruit', rows: [] }) });
    renderFrame('?id=8');
    expect(await screen.findByText('Fruit not found')).toBeTruthy();
    expect(screen.getByText('Ask the grocer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the fruit' })).toBeTruthy();
    expect(environment().notices).toEqual([]);
  });
});

describe('RecordSummaryCard', () => {
  it('shows a plain name without the copy button, and no way back outside a detail frame', () => {
    renderWithProviders(
      <RecordSummaryCard
        name="Acme Logistics"
        status="Finished"
        facts={[{ key: 'cards', label: 'Cards', children: 9 }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Acme Logistics' })).toBeTruthy();
    expect(screen.getByText('Cards')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /copy/i })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
