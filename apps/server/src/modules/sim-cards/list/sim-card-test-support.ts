import type { SimCardPage, SimCardRow } from '@simdesk/contract';
import type { TestApp } from '../../../test/test-app';

/** Signs in once per account and remembers the token: a test file signs in many times otherwise. */
export function cardTestClient(testApp: TestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(account: string): Promise<string> {
    const known = tokens.get(account);
    if (known) return known;
    const { token } = await testApp.login(account);
    tokens.set(account, token);
    return token;
  }

  async function call<Row>(account: string, path: string, obj: unknown) {
    return testApp.call<Row>(path, obj, { token: await tokenOf(account) });
  }

  /** One page of the list; fails the test when the call is refused. */
  async function listPage(account: string, obj: Record<string, unknown> = {}): Promise<SimCardPage> {
    const answer = await call<SimCardPage>(account, 'simcard-list/list', obj);
    const page = answer.rows[0];
    if (answer.status !== '0' || !page) throw new Error(`list refused: ${answer.status} ${answer.msg}`);
    return page;
  }

  /** Every card of a filter, following the keyset cursor page by page. */
  async function listAll(account: string, obj: Record<string, unknown> = {}, pageSize = 200) {
    const cards: SimCardRow[] = [];
    let cursor: number | undefined;
    for (let pages = 0; pages < 1000; pages += 1) {
      const page = await listPage(account, { ...obj, pageSize, ...(cursor ? { cursor } : {}) });
      cards.push(...page.cards);
      if (page.nextCursor === null) return cards;
      cursor = page.nextCursor;
    }
    throw new Error('the cursor never ended');
  }

  return { call, listPage, listAll };
}
