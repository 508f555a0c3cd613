// What the list calls share: a time window in the past, and an opaque keyset cursor.
import { z } from 'zod';
import { millisecondsPerDay } from '../time/carrier-day';
import { badRequest } from './carrier-error';

/** Query fields of a time window: `from` and `to` as ISO instants (`to` defaults to now). */
export const timeWindowFields = {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }).optional(),
};

export interface TimeWindow {
  from: number;
  to: number;
}

/** A window of at most `maximumDays`, ending no later than now: the carrier has no records of the future. */
export function timeWindowOf(
  fields: { from: string; to?: string | undefined },
  now: number,
  maximumDays: number,
): TimeWindow {
  const from = Date.parse(fields.from);
  const to = Math.min(fields.to === undefined ? now : Date.parse(fields.to), now);
  if (!(from < to)) throw badRequest('from must be before to, and in the past');
  if (to - from > maximumDays * millisecondsPerDay) {
    throw badRequest(`the time window may span at most ${maximumDays} days`, { maximumDays });
  }
  return { from, to };
}

/** A cursor names the last row a page ended with; the caller passes it back unchanged. */
export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor<Schema extends z.ZodType>(schema: Schema, cursor: string): z.infer<Schema> {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: the same answer as a cursor of the wrong shape
  }
  throw badRequest('cursor is not one this carrier handed out');
}
