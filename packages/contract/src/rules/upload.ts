/** File extensions accepted by import uploads: csv and spreadsheets (spec §5). */
export const uploadExtensions = ['.csv', '.xls', '.xlsx'] as const;

/** MIME types browsers report for those files; Windows often reports csv as the old Excel type. */
export const uploadMimeTypes = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The value for an `<input type="file" accept>` attribute. */
export const uploadAccept = [...uploadExtensions, ...uploadMimeTypes].join(',');

/**
 * Whether a file may be uploaded for import: the extension must be accepted and a reported MIME type must be
 * too. An empty MIME type (browsers that do not know the type) is judged by extension; the server still
 * checks the content.
 */
export function isAcceptedUpload(fileName: string, mimeType = ''): boolean {
  const name = fileName.toLowerCase();
  const extensionAccepted = uploadExtensions.some((extension) => name.endsWith(extension));
  if (!extensionAccepted) return false;
  return mimeType === '' || (uploadMimeTypes as readonly string[]).includes(mimeType.toLowerCase());
}
