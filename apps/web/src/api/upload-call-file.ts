import {
  apiBasePath,
  status as statusCodes,
  type CallDefinition,
  type CallObj,
  type CallRow,
} from '@simdesk/contract';
import { ApiError } from './api-error';
import { reportFailure } from './report-failure';
import { currentToken, parseEnvelope, requestHeaders } from './request-basics';

/**
 * Sends a file to an upload call: multipart/form-data with the `obj` field and the file, answering the call's
 * first row. No timeout: a large file over a slow line takes longer than a call; the server refuses early what
 * it will not take. Refusals are reported like any call's and reject.
 */
export async function uploadCallFile<Call extends CallDefinition>(
  call: Call,
  obj: CallObj<Call>,
  file: File,
): Promise<CallRow<Call>> {
  const token = currentToken(undefined);
  const form = new FormData();
  form.append('obj', JSON.stringify(obj));
  form.append('file', file, file.name);
  const response = await fetch(`${apiBasePath}/${call.path}`, {
    method: 'POST',
    headers: requestHeaders(token),
    body: form,
  });
  const envelope = parseEnvelope(await response.text());
  const row = envelope?.rows[0] as CallRow<Call> | undefined;
  if (response.ok && envelope?.status === statusCodes.success && row !== undefined) return row;
  reportFailure({ httpStatus: response.status, envelope, hadToken: token !== undefined, silentStatuses: [] });
  throw new ApiError(
    response.ok ? 'status' : 'http',
    envelope?.status ?? String(response.status),
    envelope?.msg ?? '',
    response.status,
  );
}
