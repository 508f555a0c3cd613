import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageByName, type MailConfigRow, type PageDefinition } from '@simdesk/contract';
import { PageContext } from '../../../routing/page-context';
import { okPageAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { setUpEachTest } from '../../../test/each-test';
import { AccountSettingPage } from './account-setting-page';

const settingsCode = 'sysManagement-accountSetting';
const page = findPageByName('accountSetting') as PageDefinition;

const company = {
  companyId: 1,
  companyName: 'Aurora Motors',
  deployType: 1,
  platformName: 'Aurora Connected Vehicles',
  logoBase64: null,
  rnPlatformUsage: 0,
};
const mailConfig: MailConfigRow = {
  configured: true,
  host: 'smtp.aurora.example',
  port: 465,
  secure: true,
  username: 'mailer',
  passwordSet: true,
  fromAddress: 'noreply@aurora.example',
  enabled: true,
};

function renderPage(search = '') {
  return renderWithProviders(
    <PageContext value={{ page, params: {}, search }}>
      <AccountSettingPage />
    </PageContext>,
  );
}

setUpEachTest({ grants: { [settingsCode]: ['query', 'edit'] }, operator: { companyId: 1 } });

describe('AccountSettingPage', () => {
  it('saves the platform name and reads the company info again, so title and header follow', async () => {
    const fetchMock = stubFetch({
      'company/get-info': okPageAnswer([company]),
      'company/edit': okPageAnswer([{ ok: true }]),
    });
    renderPage();
    const name = await screen.findByLabelText('Platform name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Aurora Connected Vehicles'));
    fireEvent.change(name, { target: { value: 'Aurora Fleet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'company/edit')).toEqual([
        { companyName: 'Aurora Motors', platformName: 'Aurora Fleet' },
      ]),
    );
    await waitFor(() => expect(sentObjs(fetchMock, 'company/get-info').length).toBe(2));
  }, 20_000);

  it('keeps a platform name being typed when a logo upload reads the company info again', async () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    let logoSaved = false;
    const fetchMock = stubFetch({
      'company/get-info': () => okPageAnswer([{ ...company, logoBase64: logoSaved ? logo : null }])(),
      'company/edit-logo': () => {
        logoSaved = true;
        return okPageAnswer([{ ok: true }])();
      },
    });
    const { container } = renderPage();
    const name = await screen.findByLabelText('Platform name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Aurora Connected Vehicles'));
    fireEvent.change(name, { target: { value: 'Aurora Fleet' } });
    const upload = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [file] } });
    await waitFor(() => expect(sentObjs(fetchMock, 'company/get-info').length).toBe(2));
    await waitFor(() => expect(screen.getByTestId('logo-preview').querySelector('img')).not.toBeNull());
    expect((name as HTMLInputElement).value).toBe('Aurora Fleet');
  }, 20_000);

  it('never fills the mail password, and leaves it out of the save unless one is typed', async () => {
    const fetchMock = stubFetch({
      'company/get-info': okPageAnswer([company]),
      'company/mail-config': okPageAnswer([mailConfig]),
      'company/edit-mail-config': okPageAnswer([{ ok: true }]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Mail server' }));
    const host = await screen.findByLabelText('SMTP server');
    await waitFor(() => expect((host as HTMLInputElement).value).toBe('smtp.aurora.example'));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('A password is stored. Leave this empty to keep it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentObjs(fetchMock, 'company/edit-mail-config')).toHaveLength(1));
    expect(sentObjs(fetchMock, 'company/edit-mail-config')[0]).toEqual({
      host: 'smtp.aurora.example',
      port: 465,
      secure: true,
      username: 'mailer',
      fromAddress: 'noreply@aurora.example',
      enabled: true,
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentObjs(fetchMock, 'company/edit-mail-config')).toHaveLength(2));
    expect(sentObjs(fetchMock, 'company/edit-mail-config')[1]).toMatchObject({ password: 'new-secret' });
  }, 20_000);

  it('shows a new signing key once, after the operator confirms', async () => {
    const secret = `whsec_${'A'.repeat(43)}=`;
    const fetchMock = stubFetch({
      'company/api-push-config': okPageAnswer([
        { url: null, enabled: false, events: [], keySet: false, maskedKey: null },
      ]),
      'company/get-app-push-key': okPageAnswer([{ keySet: false, maskedKey: null }]),
      'company/reset-app-push-key': okPageAnswer([{ signingSecret: secret }]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'API push' }));
    fireEvent.click(await screen.findByRole('button', { name: /Generate new key/ }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /Generate new key/ }));
    expect((await screen.findByTestId('new-push-key')).textContent).toContain(secret);
    expect(sentObjs(fetchMock, 'company/reset-app-push-key')).toEqual([{}]);
  }, 20_000);

  it('opens the card import rules with ?cardImport', async () => {
    stubFetch({
      'company/card-import-config': okPageAnswer([
        { defaultCardStatus: 7, duplicateHandling: 'reject', validateIccidChecksum: true },
      ]),
    });
    renderPage('?cardImport');
    expect(await screen.findByText('Refuse the row and list it in the error report')).toBeTruthy();
  }, 20_000);
});
