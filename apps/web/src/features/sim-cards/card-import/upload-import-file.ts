import {
  cardImportMaximumBytes,
  isAcceptedUpload,
  type CallDefinition,
  type CallObj,
  type CardTaskStartedRow,
} from '@simdesk/contract';
import { uploadCallFile } from '../../../api/upload-call-file';

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
  return uploadCallFile(call, obj, file) as Promise<CardTaskStartedRow>;
}
