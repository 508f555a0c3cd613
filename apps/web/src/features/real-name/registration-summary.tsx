import type { ReactNode } from 'react';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { customerType, realNameStatus, registrationSource } from '@simdesk/contract';
import { enterpriseBatchDetailCall, type RegistrationDetailRow } from '@simdesk/contract/modules/real-name';
import { codeLabel } from '../../components/codes/code-label';
import { CodeTag } from '../../components/codes/code-tag';
import { RecordSummaryCard } from '../../components/detail-page/record-summary-card';
import { useCallAllowed } from '../../components/permission/call-allowed';
import { cardFacts, DocumentValue } from './real-name-cells';
import { EnterpriseCell, placeAndTimesFacts } from './registration-columns';

/** The enterprise's certificate, for a card registered to an enterprise. */
function enterpriseFacts(t: TFunction, registration: RegistrationDetailRow): DescriptionsProps['items'] {
  if (registration.enterpriseName === null) return [];
  return [
    {
      key: 'enterpriseCertificate',
      label: t('realName:detail.enterpriseCertificate'),
      children: (
        <DocumentValue
          type={registration.enterpriseCertificateType}
          number={registration.enterpriseCertificateNumber}
        />
      ),
    },
  ];
}

/**
 * The registration's card, holder and state as the server answered them (personal data masked), with the
 * page's own actions on it.
 */
export function RegistrationSummary({
  registration,
  actions,
}: {
  registration: RegistrationDetailRow;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const none = t('common:none');
  const linkBatch = useCallAllowed(enterpriseBatchDetailCall);
  const facts: DescriptionsProps['items'] = [
    ...cardFacts(t, registration),
    {
      key: 'customerType',
      label: t('realName:columns.customerType'),
      children: codeLabel(t, customerType, registration.customerType),
    },
    { key: 'holderName', label: t('realName:columns.holderName'), children: registration.holderName },
    {
      key: 'document',
      label: t('realName:columns.document'),
      children: <DocumentValue type={registration.documentType} number={registration.documentNumber} />,
    },
    { key: 'mobile', label: t('realName:detail.mobile'), children: registration.mobile ?? none },
    { key: 'address', label: t('realName:detail.address'), children: registration.address ?? none },
    {
      key: 'enterpriseName',
      label: t('realName:columns.enterpriseName'),
      children:
        registration.enterpriseName === null ? (
          none
        ) : (
          <EnterpriseCell registration={registration} linkBatch={linkBatch} />
        ),
    },
    ...(enterpriseFacts(t, registration) ?? []),
    {
      key: 'registrationSource',
      label: t('realName:columns.registrationSource'),
      children: <CodeTag table={registrationSource} code={registration.registrationSource} />,
    },
    ...placeAndTimesFacts(t, registration),
  ];
  return (
    <RecordSummaryCard
      name={registration.iccid}
      nameIsIdentifier
      status={<CodeTag table={realNameStatus} code={registration.realNameStatus} />}
      actions={actions}
      facts={facts}
    />
  );
}
