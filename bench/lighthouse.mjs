// Lighthouse over the console as a person meets it (run by `npm run bench`; alone: `npx tsx bench/lighthouse.mjs`).
// Builds what is stale, starts the compiled server (a fresh embedded database in /tmp, demo seeded) and the carrier
// simulator, then runs one Lighthouse user flow in Debian's chromium: the login page on the mobile preset and on
// the desktop preset, then signs in through the form and loads the card list, the dashboard and a card detail on
// the desktop preset. Every step is a cold load (HTTP cache cleared; the session in local storage kept). Records
// performance and accessibility scores with FCP, LCP, TBT and CLS, prints the audits that cost the most points,
// and writes the flow's HTML report to .test-runtime/lighthouse/flow.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desktopConfig, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { pathOfPage } from '@simdesk/contract';
import { builds, buildIsStale, compiledCommand, nodeApps, root, runBuilds } from '../scripts/lib/builds.mjs';
import { chromiumLaunchOptions, ensureChromium } from '../scripts/lib/chromium.mjs';
import { loginOverHttp, postCall } from '../apps/server/src/test/server-process.ts';
import { startUntilHealthy, stopProcess } from './app-process.mjs';
import { recordResults } from './record-results.mjs';

const serverPort = 18654;
const carrierSimPort = 18655;
const account = 'admin';
const password = 'Lighthouse-bench-2026';
const baseUrl = `http://127.0.0.1:${serverPort}`;
const reportPath = path.join(root, '.test-runtime/lighthouse/flow.html');

// The desktop preset's settings, given per step: a flow has one config, and the login is measured on both presets.
const desktop = {
  formFactor: desktopConfig.settings.formFactor,
  throttling: desktopConfig.settings.throttling,
  screenEmulation: desktopConfig.settings.screenEmulation,
  emulatedUserAgent: desktopConfig.settings.emulatedUserAgent,
};
// A flow keeps the cache between navigations by default; each page here is measured as a first visit.
const coldLoad = { disableStorageReset: false };

/** The first card of the admin's card list, for the card detail page. */
async function firstCardId() {
  const login = await loginOverHttp(serverPort, account, password);
  const token = login.rows[0]?.token;
  const list = await postCall(serverPort, 'simcard-list/list', {}, token);
  const cardId = list.rows[0]?.cards?.[0]?.id;
  if (list.status !== '0' || cardId === undefined) throw new Error('the card list gave no card to open');
  return cardId;
}

/** Signs in through the login form (the browser's first sign-in also accepts the user agreement). */
async function signInThroughForm(page) {
  await page.locator('::-p-aria([name="Account"][role="textbox"])').fill(account);
  await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(password);
  await page.locator('::-p-aria([name="Log in"][role="button"])').click();
  // Signed in once the console leaves the sign-in pages; the agreement may be asked first.
  const inConsole = () => page.waitForFunction("!location.pathname.startsWith('/user/')");
  const agree = page.locator('::-p-aria([name="I agree"][role="button"])');
  const ignored = () => undefined;
  await Promise.race([agree.wait().catch(ignored), inConsole().catch(ignored)]);
  if (await page.$('::-p-aria([name="I agree"][role="button"])')) await agree.click();
  await inConsole();
}

const score = (category) => Math.round((category?.score ?? 0) * 100);
const milliseconds = (lhr, audit) => Math.round(lhr.audits[audit]?.numericValue ?? 0);

/** The metrics behind the performance score, in one line. */
function keyMetrics(lhr) {
  const seconds = (audit) => (milliseconds(lhr, audit) / 1000).toFixed(1);
  const shift = (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3);
  return (
    `FCP ${seconds('first-contentful-paint')} s, LCP ${seconds('largest-contentful-paint')} s, ` +
    `TBT ${milliseconds(lhr, 'total-blocking-time')} ms, CLS ${shift}`
  );
}

/** The audits of a category that cost it the most points: weight × what the audit missed, largest first. */
function costliestAudits(lhr, categoryName, count = 4) {
  const category = lhr.categories[categoryName];
  const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  return category.auditRefs
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const points = totalWeight > 0 ? (ref.weight * (1 - (audit?.score ?? 1))) / totalWeight : 0;
      return { id: ref.id, points: Math.round(points * 1000) / 10, value: audit?.displayValue ?? '' };
    })
    .filter((audit) => audit.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, count);
}

async function runFlow(cardId) {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-lighthouse-profile-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    headless: true,
    args: [...chromiumLaunchOptions.args, '--lang=en-US'],
    userDataDir: profileDir,
    // Lighthouse sets the viewport of each step itself.
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      name: 'simdesk console',
      flags: { onlyCategories: ['performance', 'accessibility'] },
    });
    const login = `${baseUrl}${pathOfPage('login')}`;
    await flow.navigate(login, { name: 'login-mobile', ...coldLoad });
    await flow.navigate(login, { name: 'login', ...coldLoad, ...desktop });
    await signInThroughForm(page);
    const signedInPages = {
      'card-list': pathOfPage('simCardList'),
      dashboard: pathOfPage('dashboard'),
      'card-detail': pathOfPage('cardDetail', {}, { cardId }),
    };
    for (const [name, pagePath] of Object.entries(signedInPages)) {
      await flow.navigate(`${baseUrl}${pagePath}`, { name, ...coldLoad, ...desktop });
    }
    mkdirSync(path.dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, await flow.generateReport());
    return (await flow.createFlowResult()).steps;
  } finally {
    await browser.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

function figuresOf(steps) {
  const login = new RegExp(`${pathOfPage('login')}$`);
  const results = [];
  for (const step of steps) {
    const { lhr, name } = step;
    if (!name.startsWith('login') && login.test(lhr.finalDisplayedUrl)) {
      throw new Error(`${name}: the console sent the browser back to the login page`);
    }
    const preset = lhr.configSettings.formFactor;
    // Lighthouse's measure of the machine's speed when the step ran: low on a busy machine, and the scores with it.
    const metrics = `${preset} preset; ${keyMetrics(lhr)}; benchmark index ${lhr.environment.benchmarkIndex}`;
    const figureName = name === 'login-mobile' ? 'lighthouse-login-mobile' : `lighthouse-${name}`;
    results.push({
      name: `${figureName}-performance`,
      value: score(lhr.categories.performance),
      unit: 'score',
      detail: metrics,
    });
    if (name !== 'login-mobile') {
      results.push({
        name: `${figureName}-accessibility`,
        value: score(lhr.categories.accessibility),
        unit: 'score',
        detail: `${preset} preset`,
      });
    }
    console.log(`\n${name} (${lhr.finalDisplayedUrl}): ${metrics}`);
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    for (const categoryName of ['performance', 'accessibility']) {
      const costs = costliestAudits(lhr, categoryName);
      const listed = costs.map(
        (audit) => `${audit.id} −${audit.points}${audit.value ? ` (${audit.value})` : ''}`,
      );
      console.log(
        `  ${categoryName} ${score(lhr.categories[categoryName])}: ${listed.join(', ') || 'nothing lost'}`,
      );
    }
  }
  return results;
}

ensureChromium();
await runBuilds(builds.filter((build) => buildIsStale(build)));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-lighthouse-'));
const running = [];
try {
  const [simulatorCommand, simulatorArguments] = compiledCommand(nodeApps.carrierSim);
  const simulator = await startUntilHealthy(simulatorCommand, simulatorArguments, {
    healthUrl: `http://127.0.0.1:${carrierSimPort}/health`,
    environment: {
      CARRIER_SIM_PORT: String(carrierSimPort),
      CARRIER_SIM_DATA_DIR: path.join(dataDir, 'carrier-sim'),
      CARRIER_SIM_LOG_LEVEL: 'warn',
    },
  });
  running.push(simulator.child);
  const [serverCommand, serverArguments] = compiledCommand(nodeApps.server);
  const server = await startUntilHealthy(serverCommand, serverArguments, {
    healthUrl: `${baseUrl}/health`,
    environment: {
      PORT: String(serverPort),
      SIMDESK_DATA_DIR: path.join(dataDir, 'console'),
      SIMDESK_DEMO_PASSWORD: password,
      SIMDESK_CARRIER_SIM_URL: `http://127.0.0.1:${carrierSimPort}`,
      SIMDESK_LOG_LEVEL: 'warn',
    },
  });
  running.push(server.child);
  const steps = await runFlow(await firstCardId());
  recordResults(figuresOf(steps));
  console.log(`\nthe flow's report: ${path.relative(process.cwd(), reportPath)}`);
} finally {
  for (const child of running.reverse()) await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
