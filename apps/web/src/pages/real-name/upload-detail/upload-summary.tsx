import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadDetailRow } from '@simdesk/contract/modules/real-name';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { DocumentValue, identifierCell, timeCell } from '../../../features/real-name/real-name-cells';
import { UploadKindText, UploadOutcomeTag } from '../upload-cells';

/** The arrival: when and from whom, the card and vehicle as pushed, its kind and masked holder, how it ended. */
export function UploadSummary({ upload }: { upload: UploadDetailRow }) {
  const { t } = useTranslation();
  const none = t('common:none');
  const facts: DescriptionsProps['items'] = [
    {
      key: 'receivedAt',
      label: t('realNameUpload:columns.receivedAt'),
      children: timeCell(upload.receivedAt),
    },
    { key: 'kind', label: t('realNameUpload:columns.kind'), children: <UploadKindText kind={upload.kind} /> },
    { key: 'vin', label: t('realNameUpload:columns.vin'), children: identifierCell(upload.vin ?? none) },
    { key: 'msisdn', label: t('realName:columns.msisdn'), children: identifierCell(upload.msisdn ?? none) },
    { key: 'holder', label: t('realNameUpload:detail.holder'), children: upload.holderName ?? none },
    {
      key: 'document',
      label: t('realNameUpload:detail.documentNumber'),
      children:
        upload.documentNumber === null ? (
          none
        ) : (
          <DocumentValue type={upload.documentType} number={upload.documentNumber} />
        ),
    },
    { key: 'mobile', label: t('realNameUpload:detail.mobile'), children: upload.mobile ?? none },
    { key: 'reference', label: t('realNameUpload:columns.reference'), children: upload.reference ?? none },
    {
      key: 'pushedBy',
      label: t('realNameUpload:columns.pushedBy'),
      children: `${upload.name} (${upload.account})`,
    },
    { key: 'appKey', label: t('realNameUpload:detail.appKey'), children: identifierCell(upload.appKey) },
    {
      key: 'requestId',
      label: t('realNameUpload:detail.requestId'),
      children: identifierCell(upload.requestId),
    },
    { key: 'org', label: t('realName:columns.org'), children: upload.orgName ?? none },
  ];
  return (
    <RecordSummaryCard
      name={upload.iccid ?? upload.cardNumber}
      nameIsIdentifier
      status={<UploadOutcomeTag upload={upload} />}
      facts={facts}
    />
  );
}
