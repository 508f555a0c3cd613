import { z } from 'zod';

/** Paging of a list call: 1-based page index. */
export const pageSchema = z.strictObject({
  pageIndex: z.number().int().min(1).max(1_000_000),
  pageSize: z.number().int().min(1).max(1000),
});
export type Page = z.infer<typeof pageSchema>;

/** Every call answers this shape; status '0' is success. */
export interface Envelope<Row = unknown> {
  status: string;
  msg: string;
  rows: Row[];
  total?: number;
}

/** Every call sends this shape: POST /api/ec/v0/<path> with { obj, page? }. */
export function requestBodySchema<Obj extends z.ZodType>(objSchema: Obj) {
  return z.strictObject({ obj: objSchema, page: pageSchema.optional() });
}

export function successEnvelope<Row>(rows: Row[], total?: number): Envelope<Row> {
  return total === undefined
    ? { status: '0', msg: 'success', rows }
    : { status: '0', msg: 'success', rows, total };
}
