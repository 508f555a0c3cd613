import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginInfo } from '@simdesk/contract';
import { sessionStore } from '../../../session/session-store';
import {
  fakeApiEnvironment,
  jsonResponse,
  okAnswer,
  siteInfoAnswer,
  stubFetch,
} from '../../../test/api-fixtures';
import { testOperator } from '../../../test/operator-fixture';
import { renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

// The cipher needs the server's key; the form only has to hand over whatever it returns.
vi.mock('../../../api/password-cipher', () => ({
  encryptPassword: async (plain: string) => btoa(`encrypted:${plain}`),
}));

const loginInfo = (accepted: boolean): LoginInfo => ({
  token: 'new-token',
  pageCodeList: ['vehicleCardManagement-dashboard'],
  permissionVoList: [],
  operatorVo: testOperator({ mail: null, userAgreementAccepted: accepted }),
});

function fillCredentials(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('Account'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => sessionStore.clear());

describe('login page', () => {
  it('offers password and SMS sign-in, with the account field focused', async () => {
    fakeApiEnvironment(null);
    stubFetch({ 'utility/site-info': siteInfoAnswer });
    renderWithProviders(<LoginPage />, { path: '/user/login' });
    expect(screen.getByRole('tab', { name: 'Credentials' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'SMS code' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Account')));
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/user/forgetPass',
    );
  });

  it('asks for the account and the password before sending anything', async () => {
    fakeApiEnvironment(null);
    const fetchMock = stubFetch({ 'utility/site-info': siteInfoAnswer });
    renderWithProviders(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(await screen.findByText('Please enter a password')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/ec/v0/operator/password-login',
    );
  });

  it('checks the mobile number and the code on the SMS tab with the contract rules', async () => {
    fakeApiEnvironment(null);
    stubFetch({ 'utility/site-info': siteInfoAnswer });
    renderWithProviders(<LoginPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '2380000000' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Invalid mobile number format')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
  });

  it('shows refused credentials under the form, not as a notice', async () => {
    const environment = fakeApiEnvironment(null);
    stubFetch({
      'utility/site-info': siteInfoAnswer,
      'operator/password-login': () =>
        jsonResponse({ status: '10031', msg: 'invalid account or password', rows: [] }),
    });
    renderWithProviders(<LoginPage />);
    fillCredentials('admin', 'wrong-password');
    expect(await screen.findByText('Incorrect account or password')).toBeTruthy();
    expect(environment.notices).toEqual([]);
    expect(sessionStore.getSnapshot().token).toBeUndefined();
  });

  it('sends the account and the encrypted password, then stores the session', async () => {
    fakeApiEnvironment(null);
    const fetchMock = stubFetch({
      'utility/site-info': siteInfoAnswer,
      'operator/password-login': okAnswer([loginInfo(true)]),
    });
    renderWithProviders(<LoginPage />);
    fillCredentials(' admin ', 'Demo-pass-2026');
    await waitFor(() => expect(sessionStore.getSnapshot().token).toBe('new-token'));
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('operator/password-login'));
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      obj: { account: 'admin', password: btoa('encrypted:Demo-pass-2026') },
    });
    expect(sessionStore.getSnapshot().grantedPageCodes.has('vehicleCardManagement')).toBe(true);
  });

  it('asks for the user agreement first when it is not accepted, with the new token', async () => {
    fakeApiEnvironment(null);
    const fetchMock = stubFetch({
      'utility/site-info': siteInfoAnswer,
      'operator/password-login': okAnswer([loginInfo(false)]),
      'operator/agree-user-agreement': okAnswer([{ ok: true }]),
    });
    renderWithProviders(<LoginPage />);
    fillCredentials('admin', 'Demo-pass-2026');
    // The dialog's code loads when a sign-in first asks for it: the first import may take a while in tests.
    const agree = await screen.findByRole('button', { name: 'I agree' });
    expect(sessionStore.getSnapshot().token).toBeUndefined();
    await act(async () => fireEvent.click(agree));
    await waitFor(() => expect(sessionStore.getSnapshot().token).toBe('new-token'));
    const agreeCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('agree-user-agreement'));
    expect((agreeCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
    expect(sessionStore.getSnapshot().user?.userAgreementAccepted).toBe(true);
  });
});
