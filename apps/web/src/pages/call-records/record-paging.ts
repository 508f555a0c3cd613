import { callRecordPageSizes } from '@simdesk/contract/modules/call-records';

/** The three record lists page by keyset, newest first, in the same sizes; a page's rows are its `records`. */
export const recordPaging = {
  kind: 'keyset',
  rowsOf: <Row>(page: { records: readonly Row[] }) => page.records,
  pageSizes: callRecordPageSizes,
} as const;
