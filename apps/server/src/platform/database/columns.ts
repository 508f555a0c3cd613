import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: every timestamp column is stored with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => moment('created_at').notNull().defaultNow();
