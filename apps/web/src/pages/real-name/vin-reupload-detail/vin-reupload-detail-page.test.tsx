import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, okAnswer, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { chinaMobileGrants, chinaMobileReaderGrants, vinReuploadDetailRow } from '../china-mobile-test-rows';
import { VinReuploadDetailPage } from './vin-reupload-detail-page';

function renderPage(search: string) {
  renderRegistryPage('yidongVinReuploadDetail', <VinReuploadDetailPage />, search);
}

setUpEachTest({ grants: chinaMobileGrants, testTimeout: 30_000 });

describe('VinReuploadDetailPage', () => {
  it('shows the VIN refused and the VIN sent, the carrier’s answer, the registration and its history', async () => {
    stubFetch({ 'vin-reupload/detail': okAnswer([vinReuploadDetailRow()]) });
    renderPage('?id=41');
    expect(await screen.findByRole('heading', { name: /89860424000000000074/ })).toBeTruthy();
    const summary = screen.getByRole('heading', { name: /89860424000000000074/ }).closest('.ant-card');
    const facts = within(summary as HTMLElement);
    expect(facts.getByText('Failed')).toBeTruthy();
    expect(facts.getByText('LSVAU2170N2183294')).toBeTruthy();
    expect(facts.getByText('LSVAU2172N2183295')).toBeTruthy();
    expect(facts.getByText('VR-2026-000041')).toBeTruthy();
    expect(facts.getByText('VIN still differs from the register')).toBeTruthy();
    expect(facts.getByText('王*')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'Registration #5' }).getAttribute('href')).toContain(
      'realnameList/detail?id=5',
    );
    expect(screen.getByText('VIN sent again')).toBeTruthy();
    expect(screen.getByText('Refused by the carrier')).toBeTruthy();
    expect(screen.getByText('Registration created')).toBeTruthy();
  });

  it('names the registration without a link to one who may not open registrations', async () => {
    signInWithGrants(chinaMobileReaderGrants);
    stubFetch({ 'vin-reupload/detail': okAnswer([vinReuploadDetailRow({ status: 3 })]) });
    renderPage('?id=41');
    expect(await screen.findByText('Registration #5')).toBeTruthy();
    expect(screen.getByText('Completed', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Registration #5' })).toBeNull();
  });

  it('says the re-upload is not found when the server knows none in scope', async () => {
    stubFetch({
      'vin-reupload/detail': () => jsonResponse({ status: '404', msg: 'no such re-upload', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('VIN re-upload not found')).toBeTruthy();
  });
});
