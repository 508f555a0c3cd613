import { customerType, maskSensitive, registrationSource } from '@simdesk/contract';
import type { EnterpriseBatchSubmitObj } from '@simdesk/contract/modules/real-name';
import type { PersonalDataBox } from '../../platform/privacy/personal-data';
import type { CardForRegistration } from '../sim-cards';
import { maskedDocumentNumber } from './registration-detail';
import { documentNumberIndexKind } from './registration-rows';
import type { realNameBatches, realNameRegistrations } from './real-name-schema';
import { placedCardValues } from './placed-card-values';

type Enterprise = Pick<EnterpriseBatchSubmitObj, 'company' | 'responsiblePerson'>;

/** Where a batch sits and who made it, for its stored row. */
export interface BatchPlacement {
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
  createdBy: number;
}

/** A batch as stored: the certificate and the responsible person sealed, masked copies for the lists. */
export function enterpriseBatchValues(
  box: PersonalDataBox,
  { company, responsiblePerson: person }: Enterprise,
  placement: BatchPlacement,
  cardCount: number,
): typeof realNameBatches.$inferInsert {
  return {
    ...placement,
    enterpriseName: company.name,
    certificateType: company.certificateType,
    certificateNumberSealed: box.seal(company.certificateNumber),
    certificateNumberMasked: maskedDocumentNumber(company.certificateNumber),
    responsibleNameSealed: box.seal(person.name),
    responsibleNameMasked: maskSensitive(person.name),
    responsibleDocumentType: person.documentType,
    responsibleDocumentNumberSealed: box.seal(person.documentNumber.replace(/[\s-]/g, '')),
    responsibleMobileSealed: box.seal(person.mobile),
    cardCount,
  };
}

/**
 * One card's registration to the batch's enterprise, as stored: the enterprise is the holder (its certificate
 * the document, sealed and indexed), the responsible person's mobile the contact.
 */
export function enterpriseRegistrationValues(
  box: PersonalDataBox,
  { company, responsiblePerson: person }: Enterprise,
  card: CardForRegistration,
  batch: { id: number; status: number; createdBy: number },
): typeof realNameRegistrations.$inferInsert {
  return {
    ...placedCardValues(card),
    vin: card.vin,
    customerType: customerType.byName.enterprise,
    source: registrationSource.byName.enterpriseBatch,
    status: batch.status,
    holderNameSealed: box.seal(company.name),
    holderNameMasked: company.name,
    documentType: company.certificateType,
    documentNumberSealed: box.seal(company.certificateNumber),
    documentNumberMasked: maskedDocumentNumber(company.certificateNumber),
    documentIndex: box.blindIndex(documentNumberIndexKind, company.certificateNumber),
    mobileSealed: box.seal(person.mobile),
    batchId: batch.id,
    createdBy: batch.createdBy,
  };
}
