import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessageKeys, type CallObj, type IdDocumentTypeCode } from '@simdesk/contract';
import { enterpriseBatchSubmitCall } from '@simdesk/contract/modules/real-name';
import { useDeclaredCall } from '../../../api/declared-call';
import { cardNumbersOf } from '../../../features/real-name/card-numbers-field';
import { translateIfKnown } from '../../../i18n/i18n';

type SubmitObj = CallObj<typeof enterpriseBatchSubmitCall>;

/** The enterprise registration form: the cards as pasted, the company and its responsible person. */
export interface EnterpriseBatchValues {
  cardText: string;
  // Each part fills in field by field: partial until the form is checked.
  company: Partial<SubmitObj['company']>;
  responsiblePerson: Partial<
    Omit<SubmitObj['responsiblePerson'], 'documentType'> & { documentType: IdDocumentTypeCode }
  >;
}

/** The submit call's obj from the form's values. */
export function toEnterpriseBatchObj(values: Partial<EnterpriseBatchValues>): SubmitObj {
  return {
    cardNumbers: cardNumbersOf(values.cardText).numbers,
    company: {
      name: values.company?.name ?? '',
      certificateType: values.company?.certificateType ?? 'S',
      certificateNumber: values.company?.certificateNumber ?? '',
    },
    responsiblePerson: {
      name: values.responsiblePerson?.name ?? '',
      documentType: values.responsiblePerson?.documentType ?? 'A',
      documentNumber: values.responsiblePerson?.documentNumber ?? '',
      mobile: values.responsiblePerson?.mobile ?? '',
    },
  };
}

const samePath = (one: readonly PropertyKey[], other: readonly PropertyKey[]) =>
  one.length === other.length && one.every((step, index) => step === other[index]);

/**
 * A field checked as the server checks the whole request: what the contract refuses across fields (a number
 * by its type's rule) shows on the field it names, as it is typed.
 */
export function useWholeRequestRule(path: readonly string[]): FormRule {
  const { t } = useTranslation();
  const { obj } = useDeclaredCall(enterpriseBatchSubmitCall);
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const request = toEnterpriseBatchObj(getFieldsValue(true) as Partial<EnterpriseBatchValues>);
      const issue = obj.safeParse(request).error?.issues.find((found) => samePath(found.path, path));
      if (issue) throw new Error(translateIfKnown(issue.message) ?? t(ruleMessageKeys.field.invalid));
    },
  });
}
