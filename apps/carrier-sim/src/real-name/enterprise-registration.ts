// Registration before sale: the enterprise (a car maker, a fleet) registers its cards to itself, naming the
// person responsible for them; at sale an owner registration takes the card over.
import { z } from 'zod';
import { defineStoredChange, failedWith, succeeded } from '../orders/change-definition';
import { carrierDateOf } from '../time/carrier-day';
import { isValidDocumentNumber } from './document-checks';
import {
  documentNumberField,
  mobileField,
  organisationDocumentType,
  personalDocumentType,
  personNameField,
} from './real-name-fields';
import { findRegistration, refuseCard, registerCard } from './registration-repository';
import { cardStateRefusal, refuseWhileInProgress, type RealNameTools } from './registration-rules';

const enterpriseBody = z.strictObject({
  company: z.strictObject({
    name: z.string().trim().min(1).max(100),
    certificateType: organisationDocumentType,
    certificateNumber: documentNumberField,
  }),
  responsiblePerson: z.strictObject({
    name: personNameField,
    documentType: personalDocumentType,
    documentNumber: documentNumberField,
    mobile: mobileField,
  }),
});

const enterpriseStored = z.object({
  company: z.object({
    name: z.string(),
    certificateType: organisationDocumentType,
    certificateHash: z.string(),
    certificateValid: z.boolean(),
  }),
  responsiblePerson: z.object({
    name: z.string(),
    documentType: personalDocumentType,
    documentHash: z.string(),
    documentNumberValid: z.boolean(),
    mobile: z.string(),
  }),
});

/** What the order shows, and keeps once applied: the company, not its responsible person. */
function shownEnterpriseRequest(request: Record<string, unknown>): Record<string, unknown> {
  const company = (request.company ?? {}) as Record<string, unknown>;
  return { company: { name: company.name, certificateType: company.certificateType } };
}

export function enterpriseRegistrationChange(tools: RealNameTools) {
  return defineStoredChange({
    kind: 'real-name-enterprise',
    path: '/v1/real-name/enterprise-registration',
    body: enterpriseBody,
    stored: enterpriseStored,
    store({ company, responsiblePerson }) {
      const today = carrierDateOf(tools.now());
      const { certificateNumber, ...companyFields } = company;
      const { documentNumber, ...personFields } = responsiblePerson;
      return {
        company: {
          ...companyFields,
          certificateHash: tools.hasher.hash(certificateNumber),
          certificateValid: isValidDocumentNumber(company.certificateType, certificateNumber, today),
        },
        responsiblePerson: {
          ...personFields,
          documentHash: tools.hasher.hash(documentNumber),
          documentNumberValid: isValidDocumentNumber(personFields.documentType, documentNumber, today),
        },
      };
    },
    throttleKind: () => 'real-name-enterprise',
    check: refuseWhileInProgress,
    shownRequest: shownEnterpriseRequest,
    async apply(database, card, { company, responsiblePerson }, effect) {
      const registration = await findRegistration(database, card.iccid);
      const claimant = { partyType: 'enterprise', documentHash: company.certificateHash } as const;
      const refused =
        cardStateRefusal(card, registration, claimant) ??
        (company.certificateValid
          ? undefined
          : failedWith('DOCUMENT_INVALID', 'the company’s certificate number fails its check')) ??
        (responsiblePerson.documentNumberValid
          ? undefined
          : failedWith('DOCUMENT_INVALID', 'the responsible person’s document number fails its check'));
      if (refused) return refuseCard(database, card, effect.at, refused);
      const { documentNumberValid: _checked, ...person } = responsiblePerson;
      await registerCard(database, card, effect.at, {
        partyType: 'enterprise',
        holderName: company.name,
        documentType: company.certificateType,
        documentHash: company.certificateHash,
        mobile: responsiblePerson.mobile,
        address: null,
        responsiblePerson: person,
        supplementaryType: null,
      });
      return succeeded;
    },
  });
}
