import { and, count, eq } from 'drizzle-orm';
import {
  lifecyclePageConfigUrl,
  pageConfigQueryCall,
  pageConfigUpdateCall,
  readLifecycleSettings,
  defaultLifecycleSimproperty,
  status as statusCodes,
  type PageConfigRow,
} from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { pageConfigs } from './home-schema';
import { AppError } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';

/** Pages one operator may keep settings for: far more than the console has, few enough to bound storage. */
export const pageConfigLimitPerOperator = 100;

type StoredConfig = typeof pageConfigs.$inferSelect;

function toRow(url: string, stored: StoredConfig | undefined): PageConfigRow {
  return {
    url,
    simproperty: stored?.simproperty ?? '',
    updateTime: stored?.updatedAt.toISOString() ?? null,
  };
}

async function loadConfig(db: Database, operatorId: number, url: string): Promise<StoredConfig | undefined> {
  const [stored] = await db
    .select()
    .from(pageConfigs)
    .where(and(eq(pageConfigs.operatorId, operatorId), eq(pageConfigs.url, url)));
  return stored;
}

async function storeConfig(db: Database, operatorId: number, url: string, simproperty: string, at: Date) {
  const [stored] = await db
    .insert(pageConfigs)
    .values({ operatorId, url, simproperty, updatedAt: at })
    .onConflictDoUpdate({
      target: [pageConfigs.operatorId, pageConfigs.url],
      set: { simproperty, updatedAt: at },
    })
    .returning();
  return stored;
}

/**
 * Per-operator page settings. Both calls read and write only the caller's own row: there is no operator id
 * to pass, so nobody reaches another operator's settings.
 */
export function registerPageConfigCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;

  registrar.guardedCall(pageConfigQueryCall, async ({ obj, caller }) => {
    const stored = await loadConfig(db, caller.operatorId, obj.url);
    if (obj.url !== lifecyclePageConfigUrl) return { rows: [toRow(obj.url, stored)] };
    // Spec §4: nothing stored, or another version, stores the current defaults again.
    if (!readLifecycleSettings(stored?.simproperty).mustSaveDefaults)
      return { rows: [toRow(obj.url, stored)] };
    const saved = await storeConfig(
      db,
      caller.operatorId,
      obj.url,
      defaultLifecycleSimproperty(),
      clock.now(),
    );
    return { rows: [toRow(obj.url, saved)] };
  });

  registrar.guardedCall(pageConfigUpdateCall, async ({ obj, caller }) => {
    const existing = await loadConfig(db, caller.operatorId, obj.url);
    if (!existing) {
      const [held] = await db
        .select({ total: count() })
        .from(pageConfigs)
        .where(eq(pageConfigs.operatorId, caller.operatorId));
      if ((held?.total ?? 0) >= pageConfigLimitPerOperator) {
        throw new AppError(
          statusCodes.badRequest,
          `at most ${pageConfigLimitPerOperator} page settings per operator`,
        );
      }
    }
    const saved = await storeConfig(db, caller.operatorId, obj.url, obj.simproperty, clock.now());
    return { rows: [toRow(obj.url, saved)], auditTarget: obj.url };
  });
}
