import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { stubCanvas } from '../../../test/canvas-fixture';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { backReading, frontReading, hallState, ownerToken } from '../collection-test-rows';
import { ServiceHallPage } from './service-hall-page';

function renderPage(search = `?token=${ownerToken}`) {
  renderRegistryPage('serviceHall', <ServiceHallPage />, search);
}

/** A photo as a phone's file input gives it: small, so it is sent as it is. */
const photo = new File(['id-card-photo'], 'photo.jpg', { type: 'image/jpeg' });

function choose(label: string, picture: File = photo) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { files: [picture] } });
}

const borderWarning = { code: -9101 as const, reasons: ['corner cut off'] };
const environment = setUpEachTest({ testTimeout: 30_000 });

describe('ServiceHallPage', () => {
  it('says on the whole page why a link opens nothing, in the server’s words', async () => {
    stubFetch({
      'service-hall/open': () =>
        jsonResponse({ status: '404', msg: 'This link has expired or was withdrawn', rows: [] }),
    });
    renderPage();
    expect(await screen.findByText('This link has expired or was withdrawn')).toBeTruthy();
    expect(screen.getByText('Ask your dealer to send you a new link.')).toBeTruthy();
    expect(environment().notices).toEqual([]);
  });

  it('refuses a malformed link without asking the server', async () => {
    const fetchMock = stubFetch({});
    renderPage('?token=short');
    expect(await screen.findByText(/This link is not valid/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps Next disabled while a side has a warning, and lets the owner retake that side', async () => {
    let reads = 0;
    const fetchMock = stubFetch({
      'service-hall/open': () => {
        reads += 1;
        const front = reads === 1 ? frontReading({ warnings: [borderWarning] }) : frontReading();
        return okAnswer([hallState({ stage: 3, front, back: backReading() })])();
      },
      'service-hall/read-document': okAnswer([frontReading()]),
    });
    let answerRead: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (answerRead = resolve));
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('read-document')) await gate;
      if (!answer) throw new Error('no answers');
      return answer(input, init);
    });
    renderPage();
    expect(await screen.findByText('Aurora Motors')).toBeTruthy();
    expect(screen.getByText('8986042400******0074')).toBeTruthy();
    expect(screen.getByText('ID border incomplete')).toBeTruthy();
    expect(screen.getByText(/whole card, all four corners, is inside the picture/)).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.hasAttribute('disabled')).toBe(true);

    choose('Retake front');
    expect(await screen.findByText('Reading your ID card…')).toBeTruthy();
    // The picture is read from its file first: the call leaves a moment after the page says it is reading.
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'service-hall/read-document')).toEqual([
        { token: ownerToken, side: 'front', picture: btoa('id-card-photo') },
      ]),
    );
    answerRead();
    await waitFor(() => expect(screen.queryByText('ID border incomplete')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(((await screen.findByLabelText('ID number')) as HTMLInputElement).value).toBe(
      '11010519491231002X',
    );
  });

  it('shrinks a photo over 819,200 bytes before it is sent', async () => {
    const fetchMock = stubFetch({
      'service-hall/open': okAnswer([hallState()]),
      'service-hall/read-document': okAnswer([backReading()]),
    });
    const drawings = stubCanvas(
      { width: 4032, height: 3024 },
      new Blob(['small jpeg'], { type: 'image/jpeg' }),
    );
    renderPage();
    expect(await screen.findByText('Aurora Motors')).toBeTruthy();
    choose('Photograph back', new File([new Uint8Array(819_201)], 'large.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'service-hall/read-document')).toEqual([
        { token: ownerToken, side: 'back', picture: btoa('small jpeg') },
      ]),
    );
    expect(drawings).toEqual([{ width: 1440, height: 1080, type: 'image/jpeg', quality: 0.5 }]);
  });

  it('sends the data as confirmed, with the mobile and the consent, once every field passes', async () => {
    const fetchMock = stubFetch({
      'service-hall/open': okAnswer([hallState({ stage: 3, front: frontReading(), back: backReading() })]),
      'service-hall/confirm': okAnswer([hallState({ stage: 4, confirmed: true })]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const birthDate = await screen.findByLabelText('Date of birth');
    fireEvent.change(birthDate, { target: { value: '1950-01-01' } });
    fireEvent.change(screen.getByLabelText('Your mobile number'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('The date of birth differs from the one in the ID number')).toBeTruthy();
    expect(
      await screen.findByText('Agree to the use of your personal data to register the card'),
    ).toBeTruthy();
    expect(sentObjs(fetchMock, 'service-hall/confirm')).toEqual([]);

    fireEvent.change(birthDate, { target: { value: '1949-12-31' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'service-hall/confirm')).toEqual([
        {
          token: ownerToken,
          owner: {
            name: '王芳',
            sex: '女',
            ethnicity: '汉',
            birthDate: '1949-12-31',
            address: '北京市朝阳区示例路1号',
            idNumber: '11010519491231002X',
            issuingAuthority: '北京市公安局朝阳分局',
            validFrom: '2020-01-01',
            validUntil: '长期',
          },
          mobile: '13800138000',
          consent: true,
        },
      ]),
    );
  });

  it('says when the face did not match, with the tries left', async () => {
    const confirmed = hallState({ stage: 4, confirmed: true, front: frontReading(), back: backReading() });
    const fetchMock = stubFetch({
      'service-hall/open': okAnswer([confirmed]),
      'service-hall/face-check': okAnswer([
        { passed: false, score: 41.5, livenessPassed: true, state: { ...confirmed, faceAttemptsLeft: 2 } },
      ]),
    });
    renderPage();
    expect(await screen.findByText('Live photo')).toBeTruthy();
    choose('Take a selfie');
    expect(await screen.findByText('Your photo does not match the photo on the ID card')).toBeTruthy();
    expect(screen.getByText('Tries left: 2')).toBeTruthy();
    expect(sentObjs(fetchMock, 'service-hall/face-check')).toEqual([
      { token: ownerToken, picture: btoa('id-card-photo') },
    ]);
    const selfie = screen.getByLabelText('Take a selfie', { selector: 'input' });
    expect(selfie.getAttribute('capture')).toBe('user');
    expect(selfie.getAttribute('accept')).toBe('image/*');
  });

  it('follows a submitted registration to the carrier’s answer', async () => {
    let reads = 0;
    stubFetch({
      'service-hall/open': () => {
        reads += 1;
        const answered =
          reads === 1 ? { stage: 5 as const } : { stage: 7 as const, realNameStatus: 4 as const };
        return okAnswer([
          hallState({ ...answered, refusalReason: reads === 1 ? null : 'Face does not match' }),
        ])();
      },
    });
    renderPage();
    expect(await screen.findByText('Submitted — the carrier answers within minutes')).toBeTruthy();
    const refused = await screen.findByText('The carrier refused the registration');
    expect(
      within(refused.closest('.ant-result') as HTMLElement).getByText('Face does not match'),
    ).toBeTruthy();
  });
});
