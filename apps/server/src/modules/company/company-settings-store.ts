import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/database/connect';
import { companySettings } from './company-schema';

/**
 * A company setting kept as JSON under a key: read through its schema, so a value written by an older version
 * (or by hand) that no longer fits falls back to the default instead of reaching a caller half-valid.
 */
export async function readCompanySetting<Schema extends z.ZodType>(
  db: Database,
  companyId: number,
  key: string,
  schema: Schema,
  fallback: z.output<Schema>,
): Promise<z.output<Schema>> {
  const [stored] = await db
    .select({ value: companySettings.value })
    .from(companySettings)
    .where(and(eq(companySettings.companyId, companyId), eq(companySettings.key, key)));
  if (!stored) return fallback;
  const parsed = schema.safeParse(stored.value);
  return parsed.success ? parsed.data : fallback;
}

export async function writeCompanySetting(
  db: Database,
  companyId: number,
  key: string,
  value: unknown,
): Promise<void> {
  await db
    .insert(companySettings)
    .values({ companyId, key, value })
    .onConflictDoUpdate({
      target: [companySettings.companyId, companySettings.key],
      set: { value, updatedAt: sql`now()` },
    });
}
