import {
  apiPushConfigCall,
  appPushKeyCall,
  appPushSampleCall,
  editApiPushConfigCall,
  pushEventTypes,
  resetAppPushKeyCall,
  setAppPushKeyCall,
  testAppPushSampleCall,
  type PushEventType,
} from '@simdesk/contract';
import { storedPushConfig } from '../../platform/database/company-configs';
import { badRequest } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { deliverSigned, pushBody } from '../../platform/webhooks/webhook-pusher';
import { newMessageId, signedHeaders } from '../../platform/webhooks/webhook-signer';
import { targetCompany } from './company-access';
import { sampleEventData } from './push-samples';
import {
  describePushConfig,
  pushKeyRow,
  resetPushSigningKey,
  savePushParams,
  savePushSettings,
} from './push-settings';

/** Enterprise settings → API push: receiver, events, signing key, a sample and a test delivery. */
export function registerPushSettingsCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock, config } = services;

  /** A sample of the chosen (or first subscribed) event, with a fresh message id. */
  function sample(eventType: PushEventType | undefined, events: readonly string[] | undefined) {
    const type =
      eventType ?? pushEventTypes.find((candidate) => events?.includes(candidate)) ?? pushEventTypes[0];
    const now = clock.now();
    return {
      eventType: type,
      messageId: newMessageId(),
      body: pushBody(type, sampleEventData(type, now), now),
    };
  }

  registrar.guardedCall(apiPushConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    return { rows: [await describePushConfig(services, company.id)] };
  });

  registrar.guardedCall(editApiPushConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    await savePushParams(services, company.id, obj);
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });

  registrar.guardedCall(appPushSampleCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const stored = await storedPushConfig(db, company.id);
    const { eventType, messageId, body } = sample(obj.eventType, stored?.events);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const headers = stored?.signingKey
      ? signedHeaders(stored.signingKey, messageId, timestamp, body)
      : {
          'webhook-id': messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': 'v1,<set a signing key>',
        };
    return { rows: [{ eventType, headers: { 'content-type': 'application/json', ...headers }, body }] };
  });

  registrar.guardedCall(testAppPushSampleCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const stored = await storedPushConfig(db, company.id);
    if (!stored?.url) throw badRequest('save a push address first');
    if (!stored.signingKey) throw badRequest('set or generate a signing key first');
    const { messageId, body } = sample(obj.eventType, stored.events);
    const result = await deliverSigned(
      stored.url,
      stored.signingKey,
      messageId,
      body,
      clock,
      config.outbound,
    );
    return {
      rows: [
        {
          delivered: result.delivered,
          url: stored.url,
          messageId,
          httpStatus: result.httpStatus,
          durationMs: result.durationMs,
          error: result.error,
          responseBody: result.responseBody,
        },
      ],
      auditTarget: String(company.id),
    };
  });

  registrar.guardedCall(appPushKeyCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    return { rows: [pushKeyRow((await storedPushConfig(db, company.id))?.signingKey)] };
  });

  registrar.guardedCall(setAppPushKeyCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const bytes = Buffer.from(obj.signingSecret.slice('whsec_'.length), 'base64').length;
    if (bytes < 24 || bytes > 64) throw badRequest('signingSecret: the key must hold 24 to 64 bytes');
    await savePushSettings(services, company.id, { signingKey: obj.signingSecret });
    return { rows: [pushKeyRow(obj.signingSecret)], auditTarget: String(company.id) };
  });

  registrar.guardedCall(resetAppPushKeyCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const signingSecret = await resetPushSigningKey(services, company.id);
    return { rows: [{ signingSecret }], auditTarget: String(company.id) };
  });
}
