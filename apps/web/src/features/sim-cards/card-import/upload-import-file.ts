import {
  apiBasePath,
  cardImportMaximumBytes,
  isAcceptedUpload,
  status as statusCodes,
  type CallDefinition,
  type CallObj,
  type CardTaskStartedRow,
} from '@simdesk/contract';
import { ApiError } from '../../../api/api-error';
import { reportFailure } from '../../../api/report-failure';
import { currentToken, parseEnvelope, requestHeaders } from '../../../api/request-basics';

/** Why a chosen file cannot be imported, as a locale key of cardFiles, or undefined when it may go. */
export function importFileProblem(
  file: Pick<File, 'name' | 'size'> & { type?: string },
): 'import.wrongType' | 'import.tooLarge' | undefined {
  if (!isAcceptedUpload(file.name, file.type)) return 'import.wrongType';
  if (file.size > cardImportMaximumBytes) return 'import.tooLarge';
  return undefined;
}

export const importMegabytes = cardImportMaximumBytes / (1024 * 1024);

/**
 * Sends an import file to a card import call: multipart/form-data with the `obj` field and the file. No
 * timeout: a large file over a slow line takes longer than a call; the server refuses early what it will not take.
 */
export async function uploadImportFile<Call extends CallDefinition>(
  call: Call,
  obj: CallObj<Call>,
  file: File,
): Promise<CardTaskStartedRow> {
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
  const row = envelope?.rows[0] as CardTaskStartedRow | undefined;
  if (response.ok && envelope?.status === statusCodes.success && row) return row;
  reportFailure({ httpStatus: response.status, envelope, hadToken: token !== undefined, silentStatuses: [] });
  throw new ApiError(
    response.ok ? 'status' : 'http',
    envelope?.status ?? String(response.status),
    envelope?.msg ?? '',
    response.status,
  );
}
