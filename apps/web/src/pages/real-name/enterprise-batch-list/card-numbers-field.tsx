import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessageKeys } from '@simdesk/contract';
import { enterpriseBatchSubmitCall, maximumEnterpriseBatch } from '@simdesk/contract/modules/real-name';
import { useDeclaredCall } from '../../../api/declared-call';
import { fieldSchemaAt } from '../../../components/forms/schema-field';
import { translateIfKnown } from '../../../i18n/i18n';
import { cardNumbersOf } from './enterprise-batch-values';

/** The pasted text refused when a piece is no card number, or by the call's rule of the card list. */
function useCardNumbersRule(): FormRule {
  const { t } = useTranslation();
  const { obj } = useDeclaredCall(enterpriseBatchSubmitCall);
  const listSchema = fieldSchemaAt(obj, 'cardNumbers');
  return {
    validator: async (_rule, value: unknown) => {
      const batch = cardNumbersOf(typeof value === 'string' ? value : '');
      if (batch.invalid.length > 0) {
        throw new Error(t('realName:batch.notCardNumbers', { values: batch.invalid.slice(0, 5).join(', ') }));
      }
      const issue = listSchema?.safeParse(batch.numbers).error?.issues[0];
      if (issue) throw new Error(translateIfKnown(issue.message) ?? t(ruleMessageKeys.field.invalid));
    },
  };
}

/** The cards to register: ICCIDs or MSISDNs pasted one per line or comma separated, counted as typed. */
export function CardNumbersField() {
  const { t, i18n } = useTranslation();
  const cardsRule = useCardNumbersRule();
  const text = Form.useWatch<string | undefined>('cardText');
  const count = cardNumbersOf(text).numbers.length;
  return (
    <Form.Item
      name="cardText"
      label={t('realName:batch.cards')}
      className="real-name-form-wide"
      validateFirst
      rules={[{ required: true, whitespace: true, message: t('realName:batch.cardsRequired') }, cardsRule]}
      extra={t('realName:batch.cardCount', {
        number: count.toLocaleString(i18n.language),
        maximum: maximumEnterpriseBatch.toLocaleString(i18n.language),
      })}
    >
      <Input.TextArea
        className="real-name-identifier"
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder={t('realName:batch.cardsHint')}
      />
    </Form.Item>
  );
}
