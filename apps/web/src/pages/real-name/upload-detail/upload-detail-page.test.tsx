import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { uploadPageCode } from '@simdesk/contract/modules/real-name';
import { UploadDetailPage } from './upload-detail-page';
import { setUpUploadTests, uploadDetailRow } from '../upload-test-rows';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';

const renderPage = (search: string) => renderRegistryPage('uploadDetail', <UploadDetailPage />, search);

setUpUploadTests();

describe('UploadDetailPage', () => {
  it('shows an accepted arrival: the masked holder, the pictures, the face check and its registration', async () => {
    const fetchMock = stubFetch({ 'real-name-upload/detail': okAnswer([uploadDetailRow()]) });
    renderPage('?id=31');
    expect(await screen.findByRole('heading', { name: /89860424000000000074/ })).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name-upload/detail')).toEqual([{ id: 31 }]);
    expect(screen.getByText('110***********002X')).toBeTruthy();
    expect(screen.getByText('Live photo')).toBeTruthy();
    expect(screen.getByText('Similarity 92')).toBeTruthy();
    const registration = screen.getByText('The registration it became').closest('.ant-card') as HTMLElement;
    const link = within(registration).getByRole('link', { name: 'Open the registration' });
    expect(link.getAttribute('href')).toContain('realnameList/detail?id=5');
  });

  it('shows why a refused arrival was refused, field by field, and that it became nothing', async () => {
    signInWithGrants({ [uploadPageCode]: ['query', 'get'] });
    stubFetch({
      'real-name-upload/detail': okAnswer([
        uploadDetailRow({
          outcome: 'refused',
          refusalCode: 'invalid',
          refusalReason: 'owner.documentNumber: the check character does not match',
          problems: [{ field: 'owner.documentNumber', message: 'realName:batch.documentCheck' }],
          holderName: null,
          documentType: null,
          documentNumber: null,
          pictures: [],
          faceScore: null,
          livenessPassed: null,
          registration: null,
          registrationId: null,
          registrationStatus: null,
          events: [],
        }),
      ]),
    });
    renderPage('?id=31');
    expect(await screen.findByText('owner.documentNumber')).toBeTruthy();
    expect(screen.getAllByText('Invalid data').length).toBeGreaterThan(0);
    expect(screen.getByText('None: refused arrivals change nothing')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the registration' })).toBeNull();
  });

  it('says the arrival is not found when the server knows none in scope', async () => {
    stubFetch({
      'real-name-upload/detail': () => jsonResponse({ status: '404', msg: 'no upload 99', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('Arrival not found')).toBeTruthy();
  });
});
