import type { ReactNode } from 'react';
import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  cardStateListCall,
  deregistrationSubmitCall,
  enterpriseBatchSubmitCall,
  syncStartCall,
  uploadListCall,
} from '@simdesk/contract/modules/real-name';
import { useDeclaredCall } from '../../api/declared-call';
import { fieldSchemaAt } from '../../components/forms/schema-field';
import { parseBatchNumbers } from '../sim-cards/batch-numbers';
import { PastedListField, schemaRefusal } from './pasted-list-field';

/** A real-name call that names its cards by ICCID or MSISDN in `cardNumbers`. */
export type CardListCall =
  | typeof enterpriseBatchSubmitCall
  | typeof deregistrationSubmitCall
  | typeof cardStateListCall
  | typeof uploadListCall
  | typeof syncStartCall;

/** The form field holding the cards as pasted. */
export const cardTextField = 'cardText';

/** The card numbers of the pasted text: one per line or separated by commas, each once. */
export function cardNumbersOf(text: string | undefined) {
  return parseBatchNumbers(text ?? '');
}

/** The pasted text refused when a piece is no card number, or by the call's rule of the card list. */
export function useCardNumbersRule(call: CardListCall): FormRule {
  const { t } = useTranslation();
  const { obj } = useDeclaredCall(call);
  const listSchema = fieldSchemaAt(obj, 'cardNumbers');
  return {
    validator: async (_rule, value: unknown) => {
      const batch = cardNumbersOf(typeof value === 'string' ? value : '');
      if (batch.invalid.length > 0) {
        throw new Error(t('realName:batch.notCardNumbers', { values: batch.invalid.slice(0, 5).join(', ') }));
      }
      const refusal = schemaRefusal(listSchema, batch.numbers, t);
      if (refusal !== undefined) throw new Error(refusal);
    },
  };
}

/** A list filter of cards pasted one per line or comma separated, checked by the list call's own limit. */
export function CardNumbersFilter({
  call,
  label,
  placeholder,
}: {
  call: CardListCall;
  label: string;
  placeholder: string;
}) {
  const cardTextRule = useCardNumbersRule(call);
  return (
    <Form.Item name={cardTextField} label={label} rules={[cardTextRule]}>
      <Input.TextArea
        allowClear
        className="real-name-identifier"
        style={{ width: 280 }}
        autoSize={{ minRows: 1, maxRows: 4 }}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

export interface CardNumbersFieldProps {
  /** The call the cards are sent with: its schema limits the list. */
  call: CardListCall;
  /** How many cards the call takes, as the count under the field says. */
  maximum: number;
  /** Beside the count: another way to fill the list (a file). */
  addon?: ReactNode;
}

/** The cards of a batch: ICCIDs or MSISDNs pasted one per line or comma separated, counted as typed. */
export function CardNumbersField({ call, maximum, addon }: CardNumbersFieldProps) {
  const { t, i18n } = useTranslation();
  const cardsRule = useCardNumbersRule(call);
  return (
    <PastedListField
      name={cardTextField}
      label={t('realName:batch.cards')}
      placeholder={t('realName:batch.cardsHint')}
      requiredMessage={t('realName:batch.cardsRequired')}
      rule={cardsRule}
      countText={(text) =>
        t('realName:batch.cardCount', {
          number: cardNumbersOf(text).numbers.length.toLocaleString(i18n.language),
          maximum: maximum.toLocaleString(i18n.language),
        })
      }
      addon={addon}
    />
  );
}
