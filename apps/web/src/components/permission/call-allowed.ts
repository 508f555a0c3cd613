import {
  hasAction,
  isOfCallerKind,
  type ActionGrants,
  type ButtonAction,
  type CallDefinition,
} from '@simdesk/contract';
import { operatorKindOf, useSession } from '../../session/session-store';

/** What the console knows of the caller's rights. */
export interface CallerRights {
  signedIn: boolean;
  grantedPageCodes: ReadonlySet<string>;
  actionGrants: ActionGrants;
  /** What decides a call kept to one kind of operator (`onlyFor`); without it such a call is not offered. */
  kind?: { deployType: number; pageCodeList: readonly string[] };
}

/**
 * Whether the caller may make a call, by the call's own access declaration: a public call always, an
 * authenticated one when signed in, a page call with its button action granted on its page, and a call kept to
 * one kind of operator only for that kind (the server checks again). `alsoAction` asks for another action on the same page too.
 */
export function callAllowed(rights: CallerRights, call: CallDefinition, alsoAction?: ButtonAction): boolean {
  const { access } = call;
  if (access.kind === 'public') return true;
  if (!rights.signedIn) return false;
  if (access.onlyFor && !(rights.kind && isOfCallerKind(rights.kind, access.onlyFor))) return false;
  if (access.kind === 'authenticated') return true;
  const granted = (action: ButtonAction) =>
    hasAction(rights.grantedPageCodes, rights.actionGrants, access.pageCode, action);
  return granted(access.action) && (alsoAction === undefined || granted(alsoAction));
}

/** Whether the signed-in operator may make every one of these calls. */
export function useCallAllowed(
  calls: CallDefinition | readonly CallDefinition[],
  alsoAction?: ButtonAction,
): boolean {
  const session = useSession();
  const rights = { ...session, signedIn: session.token !== undefined, kind: operatorKindOf(session) };
  const list: readonly CallDefinition[] = Array.isArray(calls) ? calls : [calls as CallDefinition];
  return list.every((call) => callAllowed(rights, call, alsoAction));
}
