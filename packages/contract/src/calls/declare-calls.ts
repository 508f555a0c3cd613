import type { z } from 'zod';
import type { PageCode, PageCodeAction } from '../pages/product-map';
import { defineCall, pageAccess, type CallAccess, type CallDefinition, type CallerKind } from './define-call';

/** What a reading call states besides its access: its path, its schemas, and `paged` for a list. */
export type ReadCall<Obj extends z.ZodType, Row extends z.ZodType> = Pick<
  CallDefinition<Obj, Row>,
  'path' | 'obj' | 'row'
> & { paged?: boolean };

/** What a changing call states besides its access: also the paths of the answers it may change. */
export type ChangeCall<Obj extends z.ZodType, Row extends z.ZodType> = Pick<
  CallDefinition<Obj, Row>,
  'path' | 'obj' | 'row'
> & { changes: readonly string[] };

/**
 * The three kinds of call a family declares under one access. Properties, not methods, so a helper that takes
 * the declarers of a page needing some actions refuses a page that does not offer them all.
 */
export interface CallDeclarers<Lead extends unknown[]> {
  /** A read: not audited, it changes nothing. */
  readonly read: <Obj extends z.ZodType, Row extends z.ZodType>(
    ...args: [...Lead, ReadCall<Obj, Row>]
  ) => CallDefinition<Obj, Row>;
  /**
   * A call the audit log keeps after which no answer a client keeps is stale: a read that reveals personal data
   * or secrets, a sign-in, a test send.
   */
  readonly audited: <Obj extends z.ZodType, Row extends z.ZodType>(
    ...args: [...Lead, ReadCall<Obj, Row>]
  ) => CallDefinition<Obj, Row>;
  /** A change of state: audited, and it names the answers a client must read again. */
  readonly change: <Obj extends z.ZodType, Row extends z.ZodType>(
    ...args: [...Lead, ChangeCall<Obj, Row>]
  ) => CallDefinition<Obj, Row>;
}

function readCall<Obj extends z.ZodType, Row extends z.ZodType>(
  access: CallAccess,
  call: ReadCall<Obj, Row>,
): CallDefinition<Obj, Row> {
  return defineCall({ ...call, access });
}

function auditedCall<Obj extends z.ZodType, Row extends z.ZodType>(
  access: CallAccess,
  call: ReadCall<Obj, Row>,
): CallDefinition<Obj, Row> {
  return defineCall({ ...call, access, mutates: true, changes: [] });
}

function changeCall<Obj extends z.ZodType, Row extends z.ZodType>(
  access: CallAccess,
  call: ChangeCall<Obj, Row>,
): CallDefinition<Obj, Row> {
  return defineCall({ ...call, access, mutates: true });
}

/** Declares calls that share one access (`publicAccess`, `authenticatedAccess`). */
export function callsWith(access: CallAccess): CallDeclarers<[]> {
  return {
    read: (call) => readCall(access, call),
    audited: (call) => auditedCall(access, call),
    change: (call) => changeCall(access, call),
  };
}

/**
 * Declares the calls of one page code: each names the button action it needs, and an action the pages of
 * that code do not offer does not compile (as with `pageAccess`). `onlyFor` keeps them to one kind of operator.
 */
export function pageCalls<Code extends PageCode>(
  pageCode: Code,
  onlyFor?: CallerKind,
): CallDeclarers<[PageCodeAction<Code>]> {
  const access = (action: PageCodeAction<Code>): CallAccess => ({
    ...pageAccess(pageCode, action),
    ...(onlyFor ? { onlyFor } : {}),
  });
  return {
    read: (action, call) => readCall(access(action), call),
    audited: (action, call) => auditedCall(access(action), call),
    change: (action, call) => changeCall(access(action), call),
  };
}
