import { Alert, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deregistrationReason } from '@simdesk/contract';
import { deregistrationSubmitCall, maximumDeregistrationBatch } from '@simdesk/contract/modules/real-name';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallField } from '../../../components/forms/call-field';
import { CardNumbersField } from '../../../features/real-name/card-numbers-field';
import { CardNumbersFromFile } from './card-numbers-file';

/** What deregistering does, the cards (pasted or from a file), why, and a note. */
export function DeregistrationFields() {
  const { t } = useTranslation();
  return (
    <div className="real-name-form-grid">
      <Typography.Paragraph type="secondary" className="real-name-form-wide">
        {t('realNameDeregistration:form.hint')}
      </Typography.Paragraph>
      <Alert
        type="warning"
        showIcon
        className="real-name-form-wide"
        style={{ marginBottom: 16 }}
        title={t('realNameDeregistration:form.warningTitle')}
        description={t('realNameDeregistration:form.warning')}
      />
      <CardNumbersField
        call={deregistrationSubmitCall}
        maximum={maximumDeregistrationBatch}
        addon={<CardNumbersFromFile />}
      />
      <CallField name="reason" label={t('realNameDeregistration:form.reason')}>
        <CodeSelect table={deregistrationReason} />
      </CallField>
      <CallField name="note" label={t('realNameDeregistration:form.note')}>
        <Input placeholder={t('realNameDeregistration:form.notePlaceholder')} />
      </CallField>
    </div>
  );
}
