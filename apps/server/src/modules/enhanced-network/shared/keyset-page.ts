/** One keyset page from rows fetched one past the page size: the page and the cursor of the next one. */
export function keysetPage<Row extends { id: number }>(
  rows: readonly Row[],
  pageSize: number,
): { page: Row[]; nextCursor: number | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last ? last.id : null };
}
