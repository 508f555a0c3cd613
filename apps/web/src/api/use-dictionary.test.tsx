import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubFetch } from '../test/api-fixtures';
import { setUpEachTest } from '../test/each-test';
import { renderWithProviders } from '../test/render';
import { useDictionary } from './use-dictionary';

setUpEachTest({ grants: {}, operator: { companyId: 7 } });

function BrandLabel() {
  const brands = useDictionary('vehicleBrand');
  return <span>{brands.loading ? 'loading' : brands.labelOf('byd')}</span>;
}

describe('the company dictionary', () => {
  it("is looked up by the caller's company with page 1 by 10 (spec §7), and labels a stored value", async () => {
    const fetchMock = stubFetch({
      'dictionary/company-dictionary': okAnswer([
        { vehicleBrand: [{ dictDataId: 1, dictType: 'vehicleBrand', dictValue: 'byd', dictLabel: 'BYD' }] },
      ]),
    });
    renderWithProviders(<BrandLabel />);
    expect(await screen.findByText('BYD')).toBeTruthy();
    const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(sent).toEqual([{ obj: { companyId: 7 }, page: { pageIndex: 1, pageSize: 10 } }]);
  });
});
