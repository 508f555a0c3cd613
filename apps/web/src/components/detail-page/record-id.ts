/** The id a detail address names (`?id=123`, or another parameter), when it names one. */
export function readRecordId(search: string, parameter = 'id'): number | undefined {
  const id = Number(new URLSearchParams(search).get(parameter));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
