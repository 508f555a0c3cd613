import type { OperatorContext } from '../auth/operator-context';

/** The handler of a call that answers one row: what `read` finds for the caller and the call's obj. */
export function answerRow<Obj, Row>(read: (caller: OperatorContext, obj: Obj) => Promise<Row>) {
  return async ({ obj, caller }: { obj: Obj; caller: OperatorContext }) => ({
    rows: [await read(caller, obj)],
  });
}
