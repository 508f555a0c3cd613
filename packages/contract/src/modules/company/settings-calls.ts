/** Enterprise settings (sys/accountSetting) of one company: profile, logo, real-name, mail, API push, card import. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { okRowSchema } from '../../calls/shared-schemas';
import {
  cardImportConfigSchema,
  companyIdSchema,
  companyNameSchema,
  httpsUrlSchema,
  logoDataUrlSchema,
  mailConfigEditSchema,
  mailConfigRowSchema,
  platformNameSchema,
  pushConfigRowSchema,
  pushEventTypeSchema,
  pushKeyRowSchema,
  pushParamFields,
  pushUrlWhenEnabled,
  pushSampleRowSchema,
  pushSigningKeySchema,
  pushTestRowSchema,
  rnAccountConfigRowSchema,
  targetCompanySchema,
  testMailRowSchema,
} from './settings-schemas';
import { mailSchema } from '../../rules/schemas';

const settings = pageCalls(pageCodeOf('accountSetting'));

/** What a change of the push signing key changes: the key and the push settings that show it masked. */
const pushKeyReads = ['company/get-app-push-key', 'company/api-push-config'];

/** A read of one of the company's settings: the caller's own company, or the one carrier staff name. */
function settingRead<Row extends z.ZodType>(path: string, row: Row) {
  return settings.read('query', { path, obj: targetCompanySchema, row });
}

/** Company name and platform name (the document title); the deploy type is changed by carrier staff only. */
export const companyEditCall = settings.change('edit', {
  path: 'company/edit',
  obj: targetCompanySchema
    .extend({
      companyName: companyNameSchema.optional(),
      platformName: platformNameSchema.optional(),
    })
    .refine((obj) => obj.companyName !== undefined || obj.platformName !== undefined, 'nothing to change'),
  row: okRowSchema,
  changes: ['company/get-info', 'company/list'],
});

/** The logo shown in the header: a data URL, or null to go back to the console's own mark. */
export const companyEditLogoCall = settings.change('edit', {
  path: 'company/edit-logo',
  obj: targetCompanySchema.extend({ logoBase64: logoDataUrlSchema.nullable() }),
  row: okRowSchema,
  changes: ['company/get-info'],
});

export const rnAccountConfigCall = settingRead('company/rn-account-config', rnAccountConfigRowSchema);

/** Real-name pages open the company's real-name platform (https) when usage is 1; the address is then required. */
export const editRnAccountConfigCall = settings.change('edit', {
  path: 'company/edit-rn-account-config',
  obj: targetCompanySchema
    .extend({
      rnPlatformUsage: z.union([z.literal(0), z.literal(1)]),
      rnPlatformUrl: httpsUrlSchema.nullable().optional(),
    })
    .refine((obj) => obj.rnPlatformUsage === 0 || Boolean(obj.rnPlatformUrl), {
      message: 'the real-name platform address is required when it is used',
      path: ['rnPlatformUrl'],
    }),
  row: okRowSchema,
  changes: ['company/rn-account-config'],
});

export const mailConfigCall = settingRead('company/mail-config', mailConfigRowSchema);

export const editMailConfigCall = settings.change('edit', {
  path: 'company/edit-mail-config',
  obj: mailConfigEditSchema,
  row: okRowSchema,
  changes: ['company/mail-config'],
});

/** Sends a real mail through the stored mail server; an unreachable server is a clear refusal. */
export const sendTestMailCall = settings.audited('edit', {
  path: 'company/send-test-mail',
  obj: targetCompanySchema.extend({ to: mailSchema }),
  row: testMailRowSchema,
});

export const apiPushConfigCall = settingRead('company/api-push-config', pushConfigRowSchema);

export const editApiPushConfigCall = settings.change('edit', {
  path: 'company/edit-api-push-config',
  obj: targetCompanySchema
    .extend(pushParamFields)
    .refine(pushUrlWhenEnabled.check, pushUrlWhenEnabled.params),
  row: okRowSchema,
  changes: ['company/api-push-config', 'company/get-app-push-key'],
});

const pushSampleObjSchema = targetCompanySchema.extend({ eventType: pushEventTypeSchema.optional() });

/** A sample event as the receiver gets it: headers (signed with the company's key when set) and body. */
export const appPushSampleCall = settings.read('query', {
  path: 'company/get-app-push-sample',
  obj: pushSampleObjSchema,
  row: pushSampleRowSchema,
});

/** POSTs the signed sample to the configured address and reports what the receiver answered. */
export const testAppPushSampleCall = settings.audited('edit', {
  path: 'company/test-app-push-sample',
  obj: pushSampleObjSchema,
  row: pushTestRowSchema,
});

export const appPushKeyCall = settingRead('company/get-app-push-key', pushKeyRowSchema);

/** Stores a signing key the company chose (e.g. one its receiver already has); named 'secret' so the audit log drops it. */
export const setAppPushKeyCall = settings.change('edit', {
  path: 'company/set-app-push-key',
  obj: targetCompanySchema.extend({ signingSecret: pushSigningKeySchema }),
  row: pushKeyRowSchema,
  changes: pushKeyReads,
});

/** A new random signing key; the answer is the only time it is shown in full. */
export const resetAppPushKeyCall = settings.change('edit', {
  path: 'company/reset-app-push-key',
  obj: targetCompanySchema,
  row: z.object({ signingSecret: z.string() }),
  changes: pushKeyReads,
});

/** Card import rules (opened as /sys/accountSetting?cardImport from the import flow). */
export const cardImportConfigCall = settingRead('company/card-import-config', cardImportConfigSchema);

export const editCardImportConfigCall = settings.change('edit', {
  path: 'company/edit-card-import-config',
  obj: z.strictObject({ ...cardImportConfigSchema.shape, companyId: companyIdSchema.optional() }),
  row: okRowSchema,
  changes: ['company/card-import-config'],
});
