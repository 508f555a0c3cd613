/** A stored row with its times as ISO text, as answers carry them. */
export type WithIsoTimes<Row> = {
  [Key in keyof Row]: Row[Key] extends Date
    ? string
    : Row[Key] extends Date | null
      ? string | null
      : Row[Key];
};

/**
 * The row with every Date turned into ISO text. Answers leave through the call's row schema, so a stored
 * column the contract does not declare is dropped there.
 */
export function withIsoTimes<Row extends object>(row: Row): WithIsoTimes<Row> {
  const entries = Object.entries(row).map(([key, value]: [string, unknown]) => [
    key,
    value instanceof Date ? value.toISOString() : value,
  ]);
  return Object.fromEntries(entries) as WithIsoTimes<Row>;
}
