/**
 * The open API's real-name calls: a car maker's own systems push registrations with requests signed by an
 * operator's app credentials (docs/open-api.md). Not the console's calls: served below openApiBasePath.
 */
import { defineCall, pageAccess } from '../../calls/define-call';
import { pageCodeOf } from '../../pages/product-map';
import { pushedRegistrationAnswerSchema, pushRegistrationsObjSchema } from './upload-push-schemas';

/** Pushes up to 100 registrations; each is answered accepted (with its upload id) or refused (code, reason). */
export const pushRegistrationsCall = defineCall({
  path: 'real-name/registrations',
  access: pageAccess(pageCodeOf('upload'), 'import'),
  signedBy: 'appCredentials',
  obj: pushRegistrationsObjSchema,
  row: pushedRegistrationAnswerSchema,
  mutates: true,
  changes: ['real-name-upload/list', 'real-name-upload/summary', 'real-name-upload/detail'],
});
