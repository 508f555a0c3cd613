import { maskSensitive } from '@simdesk/contract';
import type { PersonalDataBox } from '../../platform/privacy/personal-data';
import { maskedDocumentNumber } from './registration-detail';
import { documentNumberIndexKind } from './registration-rows';

/** A person who holds a card's registration by their resident ID card (document type A). */
export interface OwnerHolder {
  name: string;
  idNumber: string;
  mobile: string;
  address?: string;
}

/** The registration columns naming its holder: sealed, masked for lists, the document's blind index. */
export const ownerHolderValues = (personalData: PersonalDataBox, owner: OwnerHolder) => ({
  holderNameSealed: personalData.seal(owner.name),
  holderNameMasked: maskSensitive(owner.name),
  documentType: 'A',
  documentNumberSealed: personalData.seal(owner.idNumber),
  documentNumberMasked: maskedDocumentNumber(owner.idNumber),
  documentIndex: personalData.blindIndex(documentNumberIndexKind, owner.idNumber),
  mobileSealed: personalData.seal(owner.mobile),
  addressSealed: owner.address === undefined ? null : personalData.seal(owner.address),
});
