import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { idDocumentType, organisationIdDocumentTypes } from '@simdesk/contract';
import { enterpriseBatchSubmitCall, maximumEnterpriseBatch } from '@simdesk/contract/modules/real-name';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallField } from '../../../components/forms/call-field';
import { CardNumbersField } from '../../../features/real-name/card-numbers-field';
import { useWholeRequestRule } from './enterprise-batch-values';

/** A person's documents: every document type but an organisation's certificates. */
const personDocumentTypes = idDocumentType.codes.filter(
  (code) => !organisationIdDocumentTypes.includes(code),
);

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={5} className="real-name-form-wide">
      {children}
    </Typography.Title>
  );
}

function CompanyFields() {
  const { t } = useTranslation();
  const certificateNumberRule = useWholeRequestRule(['company', 'certificateNumber']);
  return (
    <>
      <SectionTitle>{t('realName:batch.company')}</SectionTitle>
      <CallField
        name={['company', 'name']}
        label={t('realName:batch.companyName')}
        className="real-name-form-wide"
      />
      <CallField name={['company', 'certificateType']} label={t('realName:batch.certificateType')}>
        <CodeSelect table={idDocumentType} codes={organisationIdDocumentTypes} />
      </CallField>
      <CallField
        name={['company', 'certificateNumber']}
        label={t('realName:batch.certificateNumber')}
        dependencies={[['company', 'certificateType']]}
        rules={[certificateNumberRule]}
      >
        <Input className="real-name-identifier" />
      </CallField>
    </>
  );
}

function ResponsiblePersonFields() {
  const { t } = useTranslation();
  const documentNumberRule = useWholeRequestRule(['responsiblePerson', 'documentNumber']);
  return (
    <>
      <SectionTitle>{t('realName:batch.responsiblePerson')}</SectionTitle>
      <CallField name={['responsiblePerson', 'name']} label={t('realName:batch.personName')} />
      <CallField name={['responsiblePerson', 'mobile']} label={t('realName:batch.mobile')}>
        <Input className="real-name-identifier" inputMode="tel" />
      </CallField>
      <CallField name={['responsiblePerson', 'documentType']} label={t('realName:batch.documentType')}>
        <CodeSelect table={idDocumentType} codes={personDocumentTypes} />
      </CallField>
      <CallField
        name={['responsiblePerson', 'documentNumber']}
        label={t('realName:batch.documentNumber')}
        dependencies={[['responsiblePerson', 'documentType']]}
        rules={[documentNumberRule]}
      >
        <Input className="real-name-identifier" />
      </CallField>
    </>
  );
}

/** The cards, the enterprise and its certificate, and the person who answers for the cards. */
export function EnterpriseBatchFields() {
  const { t } = useTranslation();
  return (
    <div className="real-name-form-grid">
      <Typography.Paragraph type="secondary" className="real-name-form-wide">
        {t('realName:batch.hint')}
      </Typography.Paragraph>
      <CardNumbersField call={enterpriseBatchSubmitCall} maximum={maximumEnterpriseBatch} />
      <CompanyFields />
      <ResponsiblePersonFields />
    </div>
  );
}
