import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { vinReuploadStatus } from '@simdesk/contract';
import type { VinReuploadDetailRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { identifierCell, RegistrationNumber } from '../../../features/real-name/real-name-cells';
import { placeAndTimesFacts } from '../../../features/real-name/registration-columns';

/**
 * The re-upload's card and holder (masked), the VIN refused and the VIN sent, the carrier's order and answer,
 * the registration it completes, and who sent it.
 */
export function VinReuploadSummary({ reupload }: { reupload: VinReuploadDetailRow }) {
  const { t } = useTranslation();
  const none = t('common:none');
  const facts: DescriptionsProps['items'] = [
    {
      key: 'msisdn',
      label: t('realName:columns.msisdn'),
      children: identifierCell(reupload.msisdn ?? none),
    },
    { key: 'holderName', label: t('realName:columns.holderName'), children: reupload.holderName },
    {
      key: 'registration',
      label: t('realName:collecting.detail.registration'),
      children: <RegistrationNumber registrationId={reupload.registrationId} />,
    },
    {
      key: 'previousVin',
      label: t('realNameChinaMobile:vinReupload.previousVin'),
      children: identifierCell(reupload.previousVin ?? none),
    },
    {
      key: 'vin',
      label: t('realNameChinaMobile:vinReupload.newVin'),
      children: identifierCell(reupload.vin),
    },
    {
      key: 'carrierOrderNumber',
      label: t('realName:carrier.orderNumber'),
      children: identifierCell(reupload.carrierOrderNumber ?? none),
    },
    {
      key: 'refusalReason',
      label: t('realName:carrier.refusalReason'),
      span: 'filled',
      children: reupload.refusalReason ?? none,
    },
    ...placeAndTimesFacts(t, reupload),
    {
      key: 'sentBy',
      label: t('realName:collecting.columns.createdBy'),
      children: `${reupload.name} (${reupload.account})`,
    },
  ];
  const status = <CodeTag table={vinReuploadStatus} code={reupload.status} />;
  return <RecordSummaryCard name={reupload.iccid} nameIsIdentifier status={status} facts={facts} />;
}
