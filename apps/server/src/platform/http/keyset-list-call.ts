import type { SQL } from 'drizzle-orm';
import type { OperatorContext } from '../auth/operator-context';
import type { Database } from '../database/connect';
import { keysetPage, type KeysetPage, type KeysetSource } from '../database/keyset-page';
import type { CallResult, GuardedCallInput } from './call-handler';

/** A keyset page as a list call answers it: the rows under the list's own name, then the paging. */
export type KeysetAnswer<Key extends string, Row> = Record<Key, Row[]> & Omit<KeysetPage<Row>, 'rows'>;

/**
 * The handler of a keyset list call: the caller's conditions for what was asked, one page of the source, the
 * rows under `key` ('vehicles', 'registrations') as the call's row schema names them.
 */
export function keysetListCall<
  Obj extends { cursor?: number | undefined; pageSize: number },
  Row,
  Key extends string,
>(
  db: Database,
  source: KeysetSource<Row>,
  key: Key,
  conditions: (obj: Obj, caller: OperatorContext) => Promise<SQL | undefined>,
) {
  return async ({ obj, caller }: GuardedCallInput<Obj>): Promise<CallResult<KeysetAnswer<Key, Row>>> => {
    const { rows, ...paging } = await keysetPage(db, source, await conditions(obj, caller), obj);
    return { rows: [{ [key]: rows, ...paging } as KeysetAnswer<Key, Row>] };
  };
}
