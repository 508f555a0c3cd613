import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isRoutable, pageRegistry, type PageDefinition, type SimCardPage } from '@simdesk/contract';
import type { VehiclePage } from '@simdesk/contract/modules/vehicles';
import { SimCardListPage } from '../pages/sim-card-list-page';
import {
  auditAccessibility,
  countRunningAnimations,
  describeFindings,
  waitUntilSettled,
  type AccessibilityFinding,
} from '../support/accessibility-audit';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

// Every page the console builds, straight from the registry: a new page joins the walk by itself. Groups only
// forward to a child, so they are walked through that child.
const walkedPages = pageRegistry.filter(
  (page) => page.built && page.redirect === undefined && isRoutable(page, pageRegistry),
);
const publicPages = walkedPages.filter((page) => page.layout === 'user');
const consolePages = walkedPages.filter((page) => page.layout !== 'user');

/** The query of the pages that show one record: a demo card, its vehicle, and a vehicle of the fleet. */
async function recordQueries(request: APIRequestContext): Promise<Partial<Record<string, string>>> {
  const api = new ConsoleApi(request);
  await api.signIn('admin');
  const [found] = await api.rowsOf<SimCardPage>('simcard-list/list', { pageSize: 50 });
  const card = found?.cards.find((candidate) => candidate.vin !== null) ?? found?.cards[0];
  if (!card) throw new Error('the demo has no card to open');
  const [fleet] = await api.rowsOf<VehiclePage>('vehicle/list', { pageSize: 1 });
  const vehicle = fleet?.vehicles[0];
  if (!vehicle) throw new Error('the demo has no vehicle to open');
  return {
    vehicleDetail: `?id=${vehicle.id}`,
    cardDetail: `?cardId=${card.id}`,
    simCardVehicleDetail: `?vin=${encodeURIComponent(card.vin ?? '')}`,
    'enhancedNetwork-cardDiagnose': `?cardNumber=${card.iccid}`,
  };
}

async function auditEach(
  page: Page,
  pages: readonly PageDefinition[],
  queries: Partial<Record<string, string>> = {},
): Promise<AccessibilityFinding[]> {
  const findings: AccessibilityFinding[] = [];
  for (const walked of pages) {
    await page.goto(`${walked.path}${queries[walked.name] ?? ''}`);
    await waitUntilSettled(page);
    findings.push(...(await auditAccessibility(page, walked.path)));
  }
  return findings;
}

function expectNoFindings(findings: readonly AccessibilityFinding[]): void {
  expect(findings.length, `critical or serious accessibility findings:\n${describeFindings(findings)}`).toBe(
    0,
  );
}

test('the public pages have no critical or serious accessibility findings', async ({ page }) => {
  expectNoFindings(await auditEach(page, publicPages));
});

// Halves of the console walk and the other passes share the suite's two workers.
test.describe.configure({ mode: 'parallel' });
const half = Math.ceil(consolePages.length / 2);

for (const [index, pages] of [consolePages.slice(0, half), consolePages.slice(half)].entries()) {
  test(`the console pages, half ${index + 1} of 2, as the carrier administrator have no critical or serious accessibility findings`, async ({
    page,
    request,
  }) => {
    // Each half walks more pages as modules are built (about 10 s a page on a busy machine).
    test.setTimeout(240_000);
    const queries = await recordQueries(request);
    await openSignedIn(page, 'admin');
    expectNoFindings(await auditEach(page, pages, queries));
  });
}

test.describe('motion', () => {
  for (const [reducedMotion, running] of [
    ['reduce', 'stands still'],
    ['no-preference', 'turns'],
  ] as const) {
    test.describe(`asked for ${reducedMotion}`, () => {
      test.use({ reducedMotion });
      test(`the waiting page's spinner ${running}`, async ({ page }) => {
        await openSignedIn(page, 'admin');
        await page.goto('/processing');
        await expect(page.getByRole('status')).toContainText('Processing');
        await expect(page.locator('.ant-spin-spinning')).toBeVisible();
        const animations = expect.poll(() => countRunningAnimations(page));
        await (reducedMotion === 'reduce' ? animations.toBe(0) : animations.toBeGreaterThan(0));
      });
    });
  }
});

test('a dialog over the card list has no critical or serious accessibility findings', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const cardList = walkedPages.find((walked) => walked.name === 'simCardList');
  await page.goto(cardList?.path ?? '/');
  await waitUntilSettled(page);
  await new SimCardListPage(page).openBatchQuery();
  await waitUntilSettled(page);
  expectNoFindings(await auditAccessibility(page, 'card list, batch query dialog'));
});

test('the side-menu layout with the dark navigation has no critical or serious accessibility findings', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  // The console restores its settings from this key at start-up (apps/web/src/settings/settings.ts).
  await page.evaluate(() => {
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
      .localStorage;
    storage.setItem('simdesk.settings', JSON.stringify({ layout: 'side', navTheme: 'dark' }));
  });
  const dashboard = walkedPages.filter(
    (walked) => walked.name === 'dashboard' || walked.name === 'simCardList',
  );
  expectNoFindings(await auditEach(page, dashboard));
});
