// What a push stores: a refused registration's arrival alone; an accepted one's arrival with the registration it
// becomes, written as the console's flows write theirs (an enterprise batch of its card, or an owner's
// registration), so the tracker sends it and it shows in the registration list.
import { sql } from 'drizzle-orm';
import {
  customerType,
  maskPhone,
  maskSensitive,
  realNameStatus,
  registrationSource,
} from '@simdesk/contract';
import type { PushedEnterprise, PushedOwner } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import type { AppServices } from '../../../platform/services';
import { setCardsRealNameStatus, type CardForRegistration } from '../../sim-cards';
import { enterpriseBatchValues, enterpriseRegistrationValues } from '../enterprise-batch-values';
import { ownerHolderValues } from '../owner-holder-values';
import { placedCardValues } from '../placed-card-values';
import { maskedDocumentNumber } from '../registration-detail';
import { recordRegistrationEvents } from '../registration-events';
import { realNameBatches, realNameRegistrations } from '../real-name-schema';
import type { CheckedRegistration, PushedItemFacts, Refusal } from './upload-checks';
import { realNameUploads } from './upload-schema';

/** The request an arrival came with: who pushed it, with which key, under which request id. */
export interface PushRequest {
  caller: OperatorContext;
  appKey: string;
  requestId: string;
}

type StoreServices = Pick<AppServices, 'db' | 'personalData'>;

const arrivalOf = ({ caller, appKey, requestId }: PushRequest, facts: PushedItemFacts) => ({
  requestId,
  appKey,
  operatorId: caller.operatorId,
  itemIndex: facts.index,
  reference: facts.reference,
  kind: facts.kind,
  cardNumber: facts.cardNumber,
  vin: facts.vin,
});

/** Records a refused arrival in the caller's company and org; nothing else changes. */
export async function storeRefusal(
  db: Database,
  request: PushRequest,
  facts: PushedItemFacts,
  refusal: Refusal,
  card?: CardForRegistration,
): Promise<number> {
  const { caller } = request;
  const [stored] = await db
    .insert(realNameUploads)
    .values({
      ...arrivalOf(request, facts),
      companyId: caller.companyId,
      orgId: caller.orgId,
      orgPath: caller.orgPath,
      cardId: card?.id ?? null,
      iccid: card?.iccid ?? null,
      msisdn: card?.msisdn ?? null,
      outcome: 'refused',
      refusalCode: refusal.code,
      refusalReason: refusal.reason,
      problems: JSON.stringify(refusal.problems),
    })
    .returning({ id: realNameUploads.id });
  if (!stored) throw new Error('the arrival was not stored');
  return stored.id;
}

/** The registration of an enterprise push: a batch of its one card, as the enterprise registration form makes. */
async function insertEnterpriseRegistration(
  db: Database,
  services: StoreServices,
  registration: PushedEnterprise,
  card: CardForRegistration,
  request: PushRequest,
) {
  const { caller } = request;
  const placement = {
    companyId: card.companyId,
    orgId: caller.crossCompany ? card.orgId : caller.orgId,
    orgPath: caller.crossCompany ? card.orgPath : caller.orgPath,
    createdBy: caller.operatorId,
  };
  const [batch] = await db
    .insert(realNameBatches)
    .values(enterpriseBatchValues(services.personalData, registration, placement, 1))
    .returning({ id: realNameBatches.id });
  if (!batch) throw new Error('the batch was not stored');
  const owner = { id: batch.id, status: realNameStatus.byName.processing, createdBy: caller.operatorId };
  return {
    ...enterpriseRegistrationValues(services.personalData, registration, card, owner),
    source: registrationSource.byName.apiUpload,
  };
}

/** The registration of an owner push, sent by the tracker from the arrival's sealed holder and pictures. */
const ownerRegistrationValues = (
  services: StoreServices,
  registration: PushedOwner,
  card: CardForRegistration,
  request: PushRequest,
) => ({
  ...placedCardValues(card),
  customerType: customerType.byName.individual,
  source: registrationSource.byName.apiUpload,
  status: realNameStatus.byName.processing,
  ...ownerHolderValues(services.personalData, {
    name: registration.owner.name,
    idNumber: registration.owner.documentNumber,
    mobile: registration.owner.mobile,
    address: registration.owner.address,
  }),
  documentType: registration.owner.documentType,
  createdBy: request.caller.operatorId,
});

/** The arrival's holder columns: masked for the lists, the whole holder sealed. */
function holderColumns(services: StoreServices, registration: PushedEnterprise | PushedOwner) {
  const { personalData } = services;
  if (registration.kind === 'owner') {
    const { owner } = registration;
    return {
      holderNameMasked: maskSensitive(owner.name),
      documentType: owner.documentType,
      documentNumberMasked: maskedDocumentNumber(owner.documentNumber),
      mobileMasked: maskPhone(owner.mobile),
      holderSealed: personalData.seal(JSON.stringify(owner)),
    };
  }
  const { company, responsiblePerson } = registration;
  return {
    holderNameMasked: company.name,
    documentType: company.certificateType,
    documentNumberMasked: maskedDocumentNumber(company.certificateNumber),
    mobileMasked: maskPhone(responsiblePerson.mobile),
    holderSealed: personalData.seal(JSON.stringify({ company, responsiblePerson })),
  };
}

/**
 * Stores an accepted arrival and the registration it becomes, in one transaction with the card's status; a
 * second open registration of the card (another request won the race) fails it with a unique violation.
 */
export async function storeAcceptance(
  services: StoreServices,
  request: PushRequest,
  facts: PushedItemFacts,
  checked: CheckedRegistration,
  card: CardForRegistration,
): Promise<number> {
  const { registration, pictures, digests } = checked;
  return services.db.transaction(async (transaction) => {
    const values =
      registration.kind === 'enterprise'
        ? await insertEnterpriseRegistration(transaction, services, registration, card, request)
        : ownerRegistrationValues(services, registration, card, request);
    const [stored] = await transaction
      .insert(realNameRegistrations)
      // Sent by the tracker's next pass.
      .values({ ...values, vin: registration.vin, nextCheckAt: sql`now()` })
      .returning({ id: realNameRegistrations.id, companyId: realNameRegistrations.companyId });
    if (!stored) throw new Error('the registration was not stored');
    const names = Object.keys(pictures);
    const [arrival] = await transaction
      .insert(realNameUploads)
      .values({
        ...arrivalOf(request, facts),
        companyId: stored.companyId,
        orgId: values.orgId ?? null,
        orgPath: values.orgPath ?? null,
        cardId: card.id,
        iccid: card.iccid,
        msisdn: card.msisdn,
        outcome: 'accepted',
        ...holderColumns(services, registration),
        picturesSealed: names.length > 0 ? services.personalData.seal(JSON.stringify(pictures)) : null,
        pictureNames: names,
        imageDigests: names.length > 0 ? JSON.stringify(digests) : null,
        faceScore: registration.kind === 'owner' ? registration.faceCheck.score : null,
        livenessPassed: registration.kind === 'owner' ? registration.faceCheck.livenessPassed : null,
        registrationId: stored.id,
      })
      .returning({ id: realNameUploads.id });
    if (!arrival) throw new Error('the arrival was not stored');
    await recordRegistrationEvents(transaction, [
      {
        registrationId: stored.id,
        kind: 'created',
        detail: `api upload ${arrival.id}`,
        operatorId: request.caller.operatorId,
      },
    ]);
    await setCardsRealNameStatus(transaction, [card.id], realNameStatus.byName.processing);
    return arrival.id;
  });
}
