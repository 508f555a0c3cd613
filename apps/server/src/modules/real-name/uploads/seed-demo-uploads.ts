// The demo's pushes from the maker's own system: two accepted enterprise registrations (the first two of the
// demo batch's registered cards, as if they had arrived through the open API) and refusals of each common kind.
import { and, asc, eq } from 'drizzle-orm';
import { realNameStatus, registrationSource } from '@simdesk/contract';
import type { UploadProblem, UploadRefusalCode } from '@simdesk/contract/modules/real-name';
import type { Database } from '../../../platform/database/connect';
import type { PersonalDataBox } from '../../../platform/privacy/personal-data';
import { realNameRegistrations } from '../real-name-schema';
import { realNameUploads } from './upload-schema';

/** Where the demo's arrivals sit and who pushed them. */
export interface DemoPusher {
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
  operatorId: number;
}

// A made-up app key: the demo's operators get their own credentials on the operators page.
const demoAppKey = '0a1b2c3d4e5f60718293a4b5';
const hour = 3_600_000;

const refusals: readonly [UploadRefusalCode, string, string | null, UploadProblem[]][] = [
  ['cardNotFound', '89860400000000009999', 'no card of yours has the number 89860400000000009999', []],
  [
    'invalid',
    '89860400000000009998',
    'owner.documentNumber: Its check character does not match (realName:batch.documentCheck)',
    [{ field: 'owner.documentNumber', message: 'realName:batch.documentCheck' }],
  ],
  ['vinMismatch', '89860400000000009997', 'the card is fitted to another vehicle than LFV3A23C0P0000011', []],
  ['duplicateInRequest', '89860400000000009997', 'the card is named earlier in this request', []],
];

/** Seeds the arrivals; `box` seals the accepted ones' holder as a real push would. */
export async function seedDemoUploads(
  db: Database,
  box: PersonalDataBox,
  pusher: DemoPusher,
  holder: object,
) {
  const registered = await db
    .select()
    .from(realNameRegistrations)
    .where(
      and(
        eq(realNameRegistrations.companyId, pusher.companyId),
        eq(realNameRegistrations.status, realNameStatus.byName.registered),
      ),
    )
    .orderBy(asc(realNameRegistrations.id))
    .limit(2);
  const now = Date.now();
  const arrival = (index: number) => ({
    companyId: pusher.companyId,
    orgId: pusher.orgId,
    orgPath: pusher.orgPath,
    operatorId: pusher.operatorId,
    appKey: demoAppKey,
    requestId: `demo-push-${Math.floor(index / 3) + 1}`,
    itemIndex: index % 3,
    receivedAt: new Date(now - (48 - index * 6) * hour),
  });
  for (const registration of registered) {
    await db
      .update(realNameRegistrations)
      .set({ source: registrationSource.byName.apiUpload })
      .where(eq(realNameRegistrations.id, registration.id));
  }
  await db.insert(realNameUploads).values([
    ...registered.map((registration, index) => ({
      ...arrival(index),
      reference: `AUR-${1001 + index}`,
      kind: 'enterprise',
      cardNumber: registration.iccid,
      cardId: registration.cardId,
      iccid: registration.iccid,
      msisdn: registration.msisdn,
      vin: registration.vin,
      outcome: 'accepted',
      holderNameMasked: registration.holderNameMasked,
      documentType: registration.documentType,
      documentNumberMasked: registration.documentNumberMasked,
      holderSealed: box.seal(JSON.stringify(holder)),
      registrationId: registration.id,
    })),
    ...refusals.map(([code, cardNumber, reason, problems], index) => ({
      ...arrival(registered.length + index),
      kind: code === 'invalid' ? 'owner' : 'enterprise',
      cardNumber,
      vin: 'LFV3A23C0P0000011',
      outcome: 'refused',
      refusalCode: code,
      refusalReason: reason,
      problems: JSON.stringify(problems),
    })),
  ]);
}
