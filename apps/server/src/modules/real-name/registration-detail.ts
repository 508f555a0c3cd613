import { and, eq } from 'drizzle-orm';
import { maskIdNumber, maskPhone, maskSensitive, type IdDocumentTypeCode } from '@simdesk/contract';
import type {
  RegistrationDetailRow,
  RegistrationEventRow,
  RegistrationRevealRow,
} from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { notFound } from '../../platform/http/app-error';
import type { PersonalDataBox } from '../../platform/privacy/personal-data';
import { readHistory } from './history';
import { recordRegistrationEvents } from './registration-events';
import { readRegistrationRows, registrationScope } from './registration-rows';
import { realNameBatches, realNameEvents, realNameRegistrations } from './real-name-schema';

async function loadScopedRegistration(db: Database, caller: OperatorContext, id: number) {
  const [found] = await db
    .select()
    .from(realNameRegistrations)
    .where(and(eq(realNameRegistrations.id, id), registrationScope(caller)));
  if (!found) throw notFound(`no registration ${id}`);
  return found;
}

/** A registration's history, oldest first. */
export const registrationEventsOf = (db: Database, registrationId: number) =>
  readHistory<RegistrationEventRow['kind']>(
    db,
    realNameEvents,
    eq(realNameEvents.registrationId, registrationId),
  );

/** One registration of the caller's scope: contact data masked, the enterprise's certificate, its history. */
export async function registrationDetail(
  db: Database,
  personalData: PersonalDataBox,
  caller: OperatorContext,
  id: number,
): Promise<RegistrationDetailRow> {
  const stored = await loadScopedRegistration(db, caller, id);
  const [[row], events, [batch]] = await Promise.all([
    readRegistrationRows(db, eq(realNameRegistrations.id, id)),
    registrationEventsOf(db, id),
    stored.batchId === null
      ? Promise.resolve([])
      : db.select().from(realNameBatches).where(eq(realNameBatches.id, stored.batchId)),
  ]);
  if (!row) throw notFound(`no registration ${id}`);
  const mobile = personalData.openOrNull(stored.mobileSealed);
  const address = personalData.openOrNull(stored.addressSealed);
  return {
    ...row,
    mobile: mobile === null ? null : maskPhone(mobile),
    address: address === null ? null : maskSensitive(address),
    enterpriseCertificateType: (batch?.certificateType as IdDocumentTypeCode | undefined) ?? null,
    enterpriseCertificateNumber: batch?.certificateNumberMasked ?? null,
    events,
  };
}

/** A registration's personal data in clear; the reveal and its reason join the registration's history. */
export async function revealRegistration(
  db: Database,
  personalData: PersonalDataBox,
  caller: OperatorContext,
  request: { id: number; reason: string },
): Promise<RegistrationRevealRow> {
  const stored = await loadScopedRegistration(db, caller, request.id);
  await recordRegistrationEvents(db, [
    { registrationId: stored.id, kind: 'revealed', detail: request.reason, operatorId: caller.operatorId },
  ]);
  return {
    holderName: personalData.open(stored.holderNameSealed),
    documentNumber: personalData.open(stored.documentNumberSealed),
    mobile: personalData.openOrNull(stored.mobileSealed),
    address: personalData.openOrNull(stored.addressSealed),
  };
}

/** How a document number is shown in lists: the first 3 and last 4 kept of a long one, else first and last. */
export const maskedDocumentNumber = (number: string) =>
  number.length >= 10 ? maskIdNumber(number) : maskSensitive(number);
