import {
  complaintAttachmentAccept,
  complaintAttachmentMaximumBytes,
  complaintAttachmentMaximumCount,
} from '@simdesk/contract/modules/enhanced-network';

export const attachmentMegabytes = complaintAttachmentMaximumBytes / (1024 * 1024);

const acceptedEndings = complaintAttachmentAccept.split(',');

/**
 * Why a chosen file cannot be attached, as a locale key of the complaint texts, or undefined when it may go.
 * The server judges the content again; this only spares a round trip for the obvious cases.
 */
export function attachmentProblem(
  file: Pick<File, 'name' | 'size'>,
  alreadyChosen: number,
): 'attachmentWrongType' | 'attachmentTooLarge' | 'tooManyAttachments' | undefined {
  if (alreadyChosen >= complaintAttachmentMaximumCount) return 'tooManyAttachments';
  const name = file.name.toLowerCase();
  if (!acceptedEndings.some((ending) => name.endsWith(ending))) return 'attachmentWrongType';
  if (file.size > complaintAttachmentMaximumBytes) return 'attachmentTooLarge';
  return undefined;
}
