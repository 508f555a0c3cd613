import type { FastifyRequest } from 'fastify';
import type { CallDefinition } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { checkAccess } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';

/**
 * The guard of registrar.guardedCall for the calls that cannot answer an envelope or read a JSON body (a file
 * sent back, a file uploaded): the session, then the page code and button action.
 */
export async function guardFileCall(
  services: Pick<AppServices, 'authenticator'>,
  request: FastifyRequest,
  call: CallDefinition,
): Promise<OperatorContext> {
  const caller = await services.authenticator.authenticate(request);
  request.caller = caller;
  checkAccess(call, caller);
  return caller;
}
