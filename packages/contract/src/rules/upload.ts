/**
 * File extensions an import takes (spec §5: CSV and spreadsheets): CSV and XLSX. The old binary .xls is not
 * read; the server says to save it as .xlsx or CSV UTF-8.
 */
export const uploadExtensions = ['.csv', '.xlsx'] as const;

/** MIME types browsers report for those files; Windows often reports csv as the old Excel type. */
export const uploadMimeTypes = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The value for an `<input type="file" accept>` attribute. */
export const uploadAccept = [...uploadExtensions, ...uploadMimeTypes].join(',');

/**
 * Whether a file may be uploaded for import, by the web before it sends and by the server before it reads: the
 * extension must be taken, and a reported MIME type must be too. An empty MIME type (a browser that does not
 * know the type, or the server, which judges the content by its first bytes instead) is judged by extension.
 */
export function isAcceptedUpload(fileName: string, mimeType = ''): boolean {
  const name = fileName.toLowerCase();
  const extensionAccepted = uploadExtensions.some((extension) => name.endsWith(extension));
  if (!extensionAccepted) return false;
  return mimeType === '' || (uploadMimeTypes as readonly string[]).includes(mimeType.toLowerCase());
}
