import { hasAction, type ButtonAction } from '@simdesk/contract';
import { useSession } from '../../session/session-store';

/** Whether the operator's role grants this button action on this page (the server checks it again). */
export function useActionAllowed(pageCode: string, action: ButtonAction): boolean {
  const session = useSession();
  return hasAction(session.grantedPageCodes, session.actionGrants, pageCode, action);
}
