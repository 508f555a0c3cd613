import type { z } from 'zod';
import type { ButtonAction } from '../access/actions';
import type { PageCode, PageCodeAction } from '../pages/product-map';

/** A kind of operator a call serves alone: 'customPlatform' is a custom-platform (API-only) account (spec §6). */
export type CallerKind = 'customPlatform';

/**
 * Who may make a call. Deny by default: the server refuses to start when a route has no access declared.
 * - public: no session (login, public key, password reset steps);
 * - authenticated: any signed-in operator, for their own account;
 * - page: the page code must be held and the button action granted on it.
 * `onlyFor` narrows a signed-in call to one kind of operator; it is checked with the rest, before the body.
 */
export type CallAccess =
  | { kind: 'public' }
  | { kind: 'authenticated'; onlyFor?: CallerKind }
  | { kind: 'page'; pageCode: PageCode; action: ButtonAction; onlyFor?: CallerKind };

export interface CallDefinition<Obj extends z.ZodType = z.ZodType, Row extends z.ZodType = z.ZodType> {
  /** Path below /api/ec/v0, e.g. 'operator/password-login'. */
  path: string;
  /** POST unless stated: only a file download link is a GET, with `obj` read from the query string. */
  method?: 'GET' | 'POST';
  access: CallAccess;
  /** Schema of the request's `obj`; strict objects, so unknown keys are refused. */
  obj: Obj;
  /** Schema of one row of the answer. */
  row: Row;
  /** True when the call takes `page` and answers `total`. */
  paged: boolean;
  /** True when the call changes state: it is written to the audit log. */
  mutates: boolean;
  /**
   * Of a mutating call: the paths of the calls whose answers it may change, so a client refreshes exactly
   * those ([] when it changes nothing a client keeps). Paths, not call objects: no import between call files.
   */
  changes?: readonly string[];
  /**
   * 'appCredentials': an open-API call, served below `openApiBasePath` to a company's own systems, whose caller is
   * the operator of the app credentials that signed the request (docs/open-api.md) instead of a session. Its
   * page code and action are checked as for any call.
   */
  signedBy?: 'appCredentials';
}

/** What a call file writes: `paged` and `mutates` only when they are true. */
export type CallDeclaration<Obj extends z.ZodType, Row extends z.ZodType> = Omit<
  CallDefinition<Obj, Row>,
  'paged' | 'mutates'
> & { paged?: boolean; mutates?: boolean };

/** Declares one call; everything else (server route, client types, docs) derives from it. */
export function defineCall<Obj extends z.ZodType, Row extends z.ZodType>(
  declaration: CallDeclaration<Obj, Row>,
): CallDefinition<Obj, Row> {
  return { ...declaration, paged: declaration.paged ?? false, mutates: declaration.mutates ?? false };
}

export type CallObj<Call> = Call extends CallDefinition<infer Obj, z.ZodType> ? z.input<Obj> : never;
/** A call's obj as the server reads it: parsed, defaults applied. */
export type ParsedCallObj<Call> = Call extends CallDefinition<infer Obj, z.ZodType> ? z.output<Obj> : never;
export type CallRow<Call> = Call extends CallDefinition<z.ZodType, infer Row> ? z.output<Row> : never;

export const publicAccess: CallAccess = { kind: 'public' };
export const authenticatedAccess: CallAccess = { kind: 'authenticated' };

/** Access through a page code and one of the actions its pages offer; any other action does not compile. */
export function pageAccess<Code extends PageCode>(pageCode: Code, action: PageCodeAction<Code>): CallAccess {
  return { kind: 'page', pageCode, action };
}

/** The path prefix every call lives under; the web prefixes nothing else. */
export const apiBasePath = '/api/ec/v0';

/** The path prefix of the open API: signed calls from a company's own systems, never from the console. */
export const openApiBasePath = '/api/open/v1';

/** Where a call is served: the console's calls below apiBasePath, the open API's below openApiBasePath. */
export const callUrl = (call: Pick<CallDefinition, 'path' | 'signedBy'>): string =>
  `${call.signedBy ? openApiBasePath : apiBasePath}/${call.path}`;
