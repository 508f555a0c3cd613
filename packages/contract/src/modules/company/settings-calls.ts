/** Enterprise settings (sys/accountSetting) of one company: profile, logo, real-name, mail, API push, card import. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { defineCall, pageAccess } from '../../calls/define-call';
import { okRowSchema } from '../../calls/shared-schemas';
import {
  cardImportConfigSchema,
  companyIdSchema,
  companyNameSchema,
  httpUrlSchema,
  httpsUrlSchema,
  logoDataUrlSchema,
  mailConfigEditSchema,
  mailConfigRowSchema,
  platformNameSchema,
  pushConfigRowSchema,
  pushEventTypeSchema,
  pushKeyRowSchema,
  pushSampleRowSchema,
  pushSigningKeySchema,
  pushTestRowSchema,
  rnAccountConfigRowSchema,
  targetCompanySchema,
  testMailRowSchema,
} from './settings-schemas';
import { mailSchema } from '../../rules/schemas';

const settingsPage = pageCodeOf('accountSetting');
const canRead = pageAccess(settingsPage, 'query');
const canEdit = pageAccess(settingsPage, 'edit');

/** Company name and platform name (the document title); the deploy type is changed by carrier staff only. */
export const companyEditCall = defineCall({
  path: 'company/edit',
  access: canEdit,
  obj: z
    .strictObject({
      companyId: companyIdSchema.optional(),
      companyName: companyNameSchema.optional(),
      platformName: platformNameSchema.optional(),
    })
    .refine((obj) => obj.companyName !== undefined || obj.platformName !== undefined, 'nothing to change'),
  row: okRowSchema,
  mutates: true,
  changes: ['company/get-info', 'company/list'],
});

/** The logo shown in the header: a data URL, or null to go back to the console's own mark. */
export const companyEditLogoCall = defineCall({
  path: 'company/edit-logo',
  access: canEdit,
  obj: z.strictObject({ companyId: companyIdSchema.optional(), logoBase64: logoDataUrlSchema.nullable() }),
  row: okRowSchema,
  mutates: true,
  changes: ['company/get-info'],
});

export const rnAccountConfigCall = defineCall({
  path: 'company/rn-account-config',
  access: canRead,
  obj: targetCompanySchema,
  row: rnAccountConfigRowSchema,
});

/** Real-name pages open the company's real-name platform (https) when usage is 1; the address is then required. */
export const editRnAccountConfigCall = defineCall({
  path: 'company/edit-rn-account-config',
  access: canEdit,
  obj: z
    .strictObject({
      companyId: companyIdSchema.optional(),
      rnPlatformUsage: z.union([z.literal(0), z.literal(1)]),
      rnPlatformUrl: httpsUrlSchema.nullable().optional(),
    })
    .refine((obj) => obj.rnPlatformUsage === 0 || Boolean(obj.rnPlatformUrl), {
      message: 'the real-name platform address is required when it is used',
      path: ['rnPlatformUrl'],
    }),
  row: okRowSchema,
  mutates: true,
  changes: ['company/rn-account-config'],
});

export const mailConfigCall = defineCall({
  path: 'company/mail-config',
  access: canRead,
  obj: targetCompanySchema,
  row: mailConfigRowSchema,
});

export const editMailConfigCall = defineCall({
  path: 'company/edit-mail-config',
  access: canEdit,
  obj: mailConfigEditSchema,
  row: okRowSchema,
  mutates: true,
  changes: ['company/mail-config'],
});

/** Sends a real mail through the stored mail server; an unreachable server is a clear refusal. */
export const sendTestMailCall = defineCall({
  path: 'company/send-test-mail',
  access: canEdit,
  obj: z.strictObject({ companyId: companyIdSchema.optional(), to: mailSchema }),
  row: testMailRowSchema,
  mutates: true,
  changes: [],
});

export const apiPushConfigCall = defineCall({
  path: 'company/api-push-config',
  access: canRead,
  obj: targetCompanySchema,
  row: pushConfigRowSchema,
});

export const editApiPushConfigCall = defineCall({
  path: 'company/edit-api-push-config',
  access: canEdit,
  obj: z
    .strictObject({
      companyId: companyIdSchema.optional(),
      url: httpUrlSchema.nullable(),
      enabled: z.boolean(),
      events: z.array(pushEventTypeSchema).max(50),
    })
    .refine((obj) => !obj.enabled || Boolean(obj.url), {
      message: 'the push address is required to enable the push',
      path: ['url'],
    }),
  row: okRowSchema,
  mutates: true,
  changes: ['company/api-push-config', 'company/get-app-push-key'],
});

const pushSampleObjSchema = z.strictObject({
  companyId: companyIdSchema.optional(),
  eventType: pushEventTypeSchema.optional(),
});

/** A sample event as the receiver gets it: headers (signed with the company's key when set) and body. */
export const appPushSampleCall = defineCall({
  path: 'company/get-app-push-sample',
  access: canRead,
  obj: pushSampleObjSchema,
  row: pushSampleRowSchema,
});

/** POSTs the signed sample to the configured address and reports what the receiver answered. */
export const testAppPushSampleCall = defineCall({
  path: 'company/test-app-push-sample',
  access: canEdit,
  obj: pushSampleObjSchema,
  row: pushTestRowSchema,
  mutates: true,
  changes: [],
});

export const appPushKeyCall = defineCall({
  path: 'company/get-app-push-key',
  access: canRead,
  obj: targetCompanySchema,
  row: pushKeyRowSchema,
});

/** Stores a signing key the company chose (e.g. one its receiver already has); named 'secret' so the audit log drops it. */
export const setAppPushKeyCall = defineCall({
  path: 'company/set-app-push-key',
  access: canEdit,
  obj: z.strictObject({ companyId: companyIdSchema.optional(), signingSecret: pushSigningKeySchema }),
  row: pushKeyRowSchema,
  mutates: true,
  changes: ['company/get-app-push-key', 'company/api-push-config'],
});

/** A new random signing key; the answer is the only time it is shown in full. */
export const resetAppPushKeyCall = defineCall({
  path: 'company/reset-app-push-key',
  access: canEdit,
  obj: targetCompanySchema,
  row: z.object({ signingSecret: z.string() }),
  mutates: true,
  changes: ['company/get-app-push-key', 'company/api-push-config'],
});

/** Card import rules (opened as /sys/accountSetting?cardImport from the import flow). */
export const cardImportConfigCall = defineCall({
  path: 'company/card-import-config',
  access: canRead,
  obj: targetCompanySchema,
  row: cardImportConfigSchema,
});

export const editCardImportConfigCall = defineCall({
  path: 'company/edit-card-import-config',
  access: canEdit,
  obj: z.strictObject({ ...cardImportConfigSchema.shape, companyId: companyIdSchema.optional() }),
  row: okRowSchema,
  mutates: true,
  changes: ['company/card-import-config'],
});
