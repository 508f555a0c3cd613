import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  testerManagementPageCode,
  testingCardManagementPageCode,
  testRnRecordPageCode,
  type TestCardRow,
  type TesterRow,
  type TestRecordRow,
} from '@simdesk/contract/modules/real-name';
import { okAnswer } from '../../test/api-fixtures';
import { setUpEachTest } from '../../test/each-test';
import { renderRegistryPage } from '../../test/render';
import { signInWithGrants } from '../../test/session-fixture';
import { placedTestCard } from './real-name-test-rows';

// Rows the testing pages' tests answer with, all made up; testers are answered masked.

/** The filter options of an operator of one company: no company filter. */
export { oneCompanyScope } from './real-name-test-rows';

/** Every action of the three testing pages. */
export const testingGrants = {
  [testerManagementPageCode]: ['query', 'get', 'add', 'edit', 'delete'],
  [testingCardManagementPageCode]: ['query', 'get', 'add', 'delete'],
  [testRnRecordPageCode]: ['query', 'get'],
} as const;

/** An operator who may look at the testing pages and change nothing. */
export const testingReaderGrants = {
  [testerManagementPageCode]: ['query', 'get'],
  [testingCardManagementPageCode]: ['query'],
  [testRnRecordPageCode]: ['query', 'get'],
} as const;

export function testerRow(overrides: Partial<TesterRow> = {}): TesterRow {
  return {
    id: 7,
    companyId: 2,
    companyName: 'Aurora Motors',
    orgId: 11,
    orgName: 'North region',
    testerName: '李*',
    idNumber: '110***********002X',
    mobile: '138****0001',
    note: 'Night shift, test track B',
    enabled: true,
    cardsUnderTest: 3,
    operatorId: 3,
    account: 'hanmei',
    name: 'Han Mei',
    createdAt: '2026-05-06T07:50:00.000Z',
    ...overrides,
  };
}

export function testCardRow(overrides: Partial<TestCardRow> = {}): TestCardRow {
  return {
    id: 74,
    ...placedTestCard,
    testRegistrationId: null,
    testerId: null,
    testerName: null,
    testStartedAt: null,
    ...overrides,
  };
}

/** A card tested now by the tester row. */
export const testedCardRow = testCardRow({
  id: 75,
  cardId: 75,
  iccid: '89860424000000000075',
  msisdn: null,
  testRegistrationId: 41,
  testerId: 7,
  testerName: '李*',
  testStartedAt: '2026-05-07T01:00:00.000Z',
});

export function testRecordRow(overrides: Partial<TestRecordRow> = {}): TestRecordRow {
  const { cardId, iccid, msisdn, companyId, companyName, orgId, orgName } = testedCardRow;
  return {
    id: 41,
    cardId,
    iccid,
    msisdn,
    companyId,
    companyName,
    orgId,
    orgName,
    testerId: 7,
    testerName: '李*',
    status: 1,
    startedAt: '2026-05-07T01:00:00.000Z',
    endedAt: null,
    operatorId: 3,
    account: 'hanmei',
    name: 'Han Mei',
    ...overrides,
  };
}

/** The last keyset page of a testing list, its rows under `key`. */
export function testingPage(key: 'testers' | 'cards' | 'records', rows: readonly unknown[]) {
  return okAnswer([{ [key]: rows, nextCursor: null, total: rows.length, totalIsEstimate: false }]);
}

/** Where the page navigated to, for tests of pages that go elsewhere once done. */
function ShownAddress() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** The address the page shows now (pathname and query), once it navigated. */
export const shownAddress = () => document.querySelector('output[aria-label="address"]')?.textContent ?? '';

/** Before each test of a testing page's file: every action granted, and time for antd's tables in jsdom. */
export const setUpTestingTests = () => setUpEachTest({ grants: testingGrants, testTimeout: 60_000 });

/** Signs in an operator who may look at the testing pages and change nothing. */
export const signInAsTestingReader = () => signInWithGrants(testingReaderGrants);

/** Renders a testing page of the registry as the shell opens it, with where it navigates to. */
export function renderTestingPage(pageName: string, page: ReactNode, search = '') {
  renderRegistryPage(
    pageName,
    <>
      {page}
      <ShownAddress />
    </>,
    search,
  );
}
