import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { Envelope } from '@simdesk/contract';
// The calls alone: the contract's main entry also loads locale JSON, which needs import attributes here.
import { apiBasePath } from '@simdesk/contract/calls';
import { LoginPage } from '../pages/login-page';

/**
 * The demo accounts whose signed-in state the specs reuse. Each signs in through the form once per run (the
 * `signed-in states` project); a spec then opens the console already signed in instead of filling the form.
 * The specs whose subject is the form (sign-in, password recovery, account switch, guards of a visitor) or
 * that end their session (log out) sign in through the form themselves: logging out ends that session only.
 */
export const signedInAccounts = [
  'admin',
  'demo.company',
  'demo.dealer',
  'demo.restricted',
  'demo.api',
  'demo.switch.maker',
] as const;

export type SignedInAccount = (typeof signedInAccounts)[number];

const stateFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.test-runtime/e2e-signed-in',
);

/** A tab that got the state once keeps this key: a reload or a log-out is then the console's own business. */
const restoredMarker = 'simdesk.e2e.restored';

/** What the scripts run in the page use of its sessionStorage (this project has no DOM types). */
interface PageStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface SignedInState {
  /** The console keeps its session in sessionStorage (spec §9), which Playwright's storageState does not hold. */
  sessionStorage: Record<string, string>;
}

function stateFile(account: SignedInAccount): string {
  return path.join(stateFolder, `${account}.json`);
}

/** Run by the setup project right after a form sign-in: keeps what the console stored for the session. */
export async function saveSignedInState(page: Page, account: SignedInAccount): Promise<void> {
  const sessionStorage = await page.evaluate(() => {
    const storage = (globalThis as unknown as { sessionStorage: PageStorage }).sessionStorage;
    const entries: Record<string, string> = {};
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) entries[key] = storage.getItem(key) ?? '';
    }
    return entries;
  });
  if (!sessionStorage['simdesk.token']) throw new Error(`no session token after signing in ${account}`);
  await mkdir(stateFolder, { recursive: true });
  await writeFile(stateFile(account), JSON.stringify({ sessionStorage } satisfies SignedInState));
}

async function sessionIsLive(request: APIRequestContext, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const response = await request.post(`${apiBasePath}/operator/current`, {
    data: { obj: {} },
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as Envelope).status === '0';
}

/**
 * Opens the console as `account`, signed in with the run's saved session: where a form sign-in lands, the
 * operator's first page with the account menu shown. A session that has ended since (a spec reset that
 * account's password, which ends all its sessions) is replaced by a form sign-in, said in the report.
 */
export async function openSignedIn(page: Page, account: SignedInAccount): Promise<void> {
  const state = JSON.parse(await readFile(stateFile(account), 'utf8')) as SignedInState;
  const login = new LoginPage(page);
  if (!(await sessionIsLive(page.request, state.sessionStorage['simdesk.token']))) {
    test.info().annotations.push({
      type: 'signed in through the form',
      description: `the saved session of ${account} has ended`,
    });
    await login.signIn(account);
    return;
  }
  await page.context().addInitScript(
    ({ entries, marker }) => {
      try {
        const storage = (globalThis as unknown as { sessionStorage: PageStorage }).sessionStorage;
        if (storage.getItem(marker) !== null) return;
        for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
        storage.setItem(marker, '1');
      } catch {
        // about:blank and other opaque origins have no sessionStorage.
      }
    },
    { entries: state.sessionStorage, marker: restoredMarker },
  );
  await page.goto('/');
  await login.acceptAgreementIfAsked();
}
