/** A keyset page of records as the three record lists answer it (the contract names the rows `records`). */
export interface KeysetPage<Row> {
  records: Row[];
  nextCursor: number | null;
  total: number;
  totalIsEstimate: boolean;
}

export const emptyPage = { records: [], nextCursor: null, total: 0, totalIsEstimate: false } as const;

/** A page of `pageSize` rows read as one more, and the cursor of the next page (the last row's id). */
export function pageOf<Row extends { id: number }>(found: readonly Row[], pageSize: number) {
  const records = found.slice(0, pageSize);
  const last = records.at(-1);
  return { records, nextCursor: found.length > pageSize && last ? last.id : null };
}
