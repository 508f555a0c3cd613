// Signed pushes as a maker's system sends them, for the upload tests: real signatures over the exact bytes sent.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { callUrl, type Envelope } from '@simdesk/contract';
import { pushRegistrationsCall, type PushedRegistrationAnswer } from '@simdesk/contract/modules/real-name';
import { signedRequestHeaders, signRequest } from '../../../platform/auth/signed-request';
import type { TestApp } from '../../../test/test-app';
import { storedOperator } from '../../../test/stored-operator';
import { addAppCredentials } from '../../account-admin';

export const pushPath = callUrl(pushRegistrationsCall);

/** App credentials made for an operator of the test database. */
export async function credentialsFor(testApp: TestApp, account: string) {
  const operator = await storedOperator(testApp, account);
  return addAppCredentials(testApp.database.db, operator.id, new Date());
}

export interface PushOptions {
  /** Signs with this secret instead of the credentials'. */
  secret?: string;
  nonce?: string;
  /** Seconds added to the signing time (the server's clock is the test's). */
  skewSeconds?: number;
  /** Sends other bytes than those signed. */
  tamper?: (body: string) => string;
}

/** POSTs a signed push of `registrations` as the holder of `credentials`, answering the envelope. */
export async function push(
  testApp: TestApp,
  credentials: { appKey: string; appSecret: string },
  registrations: readonly unknown[],
  options: PushOptions = {},
): Promise<Envelope<PushedRegistrationAnswer> & { httpStatus: number }> {
  const body = JSON.stringify({ obj: { registrations } });
  const timestamp = String(Math.floor(testApp.clock.now().getTime() / 1000) + (options.skewSeconds ?? 0));
  const nonce = options.nonce ?? randomBytes(12).toString('hex');
  const signature = signRequest(options.secret ?? credentials.appSecret, {
    method: 'POST',
    path: pushPath,
    timestamp,
    nonce,
    body,
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: pushPath,
    headers: {
      'content-type': 'application/json',
      [signedRequestHeaders.appKey]: credentials.appKey,
      [signedRequestHeaders.timestamp]: timestamp,
      [signedRequestHeaders.nonce]: nonce,
      [signedRequestHeaders.signature]: signature,
    },
    payload: options.tamper ? options.tamper(body) : body,
  });
  return { ...(response.json() as Envelope<PushedRegistrationAnswer>), httpStatus: response.statusCode };
}

/** A small real picture as base64 (PNG), carrying the text of `seed` in its pixels so digests differ. */
export async function picture(seed: number): Promise<string> {
  const shade = 40 + (seed % 150);
  const png = await sharp({
    create: { width: 16, height: 12, channels: 3, background: { r: shade, g: 90, b: 200 - shade } },
  })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** How many arrivals are stored. */
export async function storedUploadCount(testApp: TestApp): Promise<number> {
  const found = await testApp.database.db.execute(sql`select count(*)::int as count from real_name_uploads`);
  return (found as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/** A made-up enterprise registration of a card (valid certificate and responsible person). */
export const enterprisePush = (cardNumber: string, vin: string, reference?: string) => ({
  kind: 'enterprise',
  ...(reference ? { reference } : {}),
  cardNumber,
  vin,
  company: { name: 'Aurora Motors Sales Co.', certificateType: 'S', certificateNumber: '91440300708461136T' },
  responsiblePerson: {
    name: '李伟',
    documentType: 'A',
    documentNumber: '11010519491231002X',
    mobile: '13800000001',
  },
});

/** A made-up owner registration of a card, with the pictures and face check the carrier needs. */
export const ownerPush = async (cardNumber: string, vin: string, documentNumber = '11010519491231002X') => ({
  kind: 'owner',
  cardNumber,
  vin,
  owner: {
    name: '王小明',
    documentType: 'A',
    documentNumber,
    address: '北京市东城区示例路 1 号',
    mobile: '13900000011',
  },
  images: { documentFront: await picture(1), documentBack: await picture(2), livePhoto: await picture(3) },
  faceCheck: { score: 92, livenessPassed: true },
});
