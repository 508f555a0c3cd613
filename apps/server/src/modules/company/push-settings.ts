import { sql } from 'drizzle-orm';
import { pushEventTypes, type PushConfigRow, type PushEventType, type PushKeyRow } from '@simdesk/contract';
import { storedPushConfig } from '../../platform/database/company-configs';
import { companyPushConfigs } from '../../platform/database/schema-settings';
import { badRequest } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { generateSigningSecret, maskSecret } from '../../platform/webhooks/webhook-signer';

// A company's API push (receiver, events, signing key): kept by these rules whether the enterprise settings or
// the company's API account (custom-user) change it.

type PushSettingValues = Omit<typeof companyPushConfigs.$inferInsert, 'companyId' | 'updatedAt'>;

/** Saves the given settings; the ones not given keep what is stored. */
export async function savePushSettings(services: AppServices, companyId: number, values: PushSettingValues) {
  const set = { ...values, updatedAt: sql`now()` };
  await services.db
    .insert(companyPushConfigs)
    .values({ ...set, companyId })
    .onConflictDoUpdate({ target: companyPushConfigs.companyId, set });
}

/** Whether a signing key is set, and a masked view of it. */
export function pushKeyRow(signingKey: string | null | undefined): PushKeyRow {
  return { keySet: Boolean(signingKey), maskedKey: signingKey ? maskSecret(signingKey) : null };
}

/** The company's push as the settings show it: the key masked, events of the current list only. */
export async function describePushConfig(services: AppServices, companyId: number): Promise<PushConfigRow> {
  const stored = await storedPushConfig(services.db, companyId);
  const events = (stored?.events ?? []).filter((event): event is PushEventType =>
    (pushEventTypes as readonly string[]).includes(event),
  );
  return {
    url: stored?.url ?? null,
    enabled: stored?.enabled ?? false,
    events,
    ...pushKeyRow(stored?.signingKey),
  };
}

/** Receiver, on or off, and events; the push goes on only once a signing key is set. */
export async function savePushParams(
  services: AppServices,
  companyId: number,
  params: { url: string | null; enabled: boolean; events: readonly PushEventType[] },
): Promise<void> {
  const stored = await storedPushConfig(services.db, companyId);
  if (params.enabled && !stored?.signingKey) {
    throw badRequest('set or generate a signing key before turning the push on');
  }
  await savePushSettings(services, companyId, {
    url: params.url,
    enabled: params.enabled,
    events: [...new Set(params.events)],
  });
}

/** A new random signing key; the caller answers it once, and it is never shown in full again. */
export async function resetPushSigningKey(services: AppServices, companyId: number): Promise<string> {
  const signingSecret = generateSigningSecret();
  await savePushSettings(services, companyId, { signingKey: signingSecret });
  return signingSecret;
}
