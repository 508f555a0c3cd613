// Handlers the real-name calls about one record share: the record itself, and its items in keyset pages.
import type { SQL } from 'drizzle-orm';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import type { KeysetSource } from '../../platform/database/keyset-page';
import type { GuardedCallInput } from '../../platform/http/call-handler';
import { keysetListCall } from '../../platform/http/keyset-list-call';

/** Finds one record in the caller's scope, or throws not found. */
type FindInScope<Row> = (db: Database, caller: OperatorContext, id: number) => Promise<Row>;

/** Answers the record `obj.id` names, found in the caller's scope. */
export const oneRecordCall =
  <Row>(db: Database, find: FindInScope<Row>) =>
  async ({ obj, caller }: GuardedCallInput<{ id: number }>) => ({ rows: [await find(db, caller, obj.id)] });

/**
 * A record's items in keyset pages: the record is found in the caller's scope first, so the items of a record
 * elsewhere are answered like a missing record's.
 */
export function recordItemsCall<
  Obj extends { id: number; cursor?: number | undefined; pageSize: number },
  Row,
  Key extends string,
>(
  db: Database,
  source: KeysetSource<Row>,
  key: Key,
  find: FindInScope<unknown>,
  items: (obj: Obj, caller: OperatorContext) => SQL | undefined | Promise<SQL | undefined>,
) {
  return keysetListCall(db, source, key, async (obj: Obj, caller) => {
    await find(db, caller, obj.id);
    return items(obj, caller);
  });
}
