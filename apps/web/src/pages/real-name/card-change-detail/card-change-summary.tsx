import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardChangeStatus, realNameRefusal } from '@simdesk/contract';
import type { CardChangeRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { identifierCell, timeCell } from '../../../features/real-name/real-name-cells';
import { VehicleLink } from '../../../features/vehicles/vehicle-cells';
import { CardChangeRetryButton } from '../../../features/real-name/card-change-retry-button';

/** The change's vehicle and holder, both carrier orders and the answer, who sent it and when; a retry if failed. */
export function CardChangeSummary({ change }: { change: CardChangeRow }) {
  const { t } = useTranslation();
  const none = t('common:none');
  const facts: DescriptionsProps['items'] = [
    {
      key: 'vehicle',
      label: t('realNameCardChange:detail.vehicle'),
      children: <VehicleLink vehicleId={change.vehicleId} vin={change.vin} />,
    },
    { key: 'holder', label: t('realNameCardChange:list.holder'), children: change.holderName },
    { key: 'attempts', label: t('realNameCardChange:list.attempts'), children: change.attempts },
    {
      key: 'releaseOrder',
      label: t('realNameCardChange:detail.releaseOrder'),
      children: identifierCell(change.releaseOrderNumber ?? none),
    },
    {
      key: 'registerOrder',
      label: t('realNameCardChange:detail.registerOrder'),
      children: identifierCell(change.registerOrderNumber ?? none),
    },
    {
      key: 'refusalCode',
      label: t('realNameCardChange:detail.refusalCode'),
      children:
        change.refusalCode === null ? none : <CodeTag table={realNameRefusal} code={change.refusalCode} />,
    },
    {
      key: 'refusalReason',
      label: t('realNameCardChange:detail.refusalReason'),
      span: 'filled',
      children: change.failedStep
        ? `${t('realNameCardChange:list.failedAt', { step: t(`realNameCardChange:steps.${change.failedStep}`) })} — ${change.refusalReason ?? none}`
        : (change.refusalReason ?? none),
    },
    {
      key: 'note',
      label: t('realNameCardChange:detail.note'),
      span: 'filled',
      children: change.note ?? none,
    },
    {
      key: 'createdBy',
      label: t('realNameCardChange:list.createdBy'),
      children: `${change.name} (${change.account})`,
    },
    { key: 'createdAt', label: t('realNameCardChange:list.createdAt'), children: timeCell(change.createdAt) },
    {
      key: 'completedAt',
      label: t('realNameCardChange:list.completedAt'),
      children: change.completedAt === null ? none : timeCell(change.completedAt),
    },
    { key: 'org', label: t('realName:columns.org'), children: change.orgName ?? none },
  ];
  return (
    <RecordSummaryCard
      name={t('realNameCardChange:list.numberValue', { id: change.id })}
      status={<CodeTag table={cardChangeStatus} code={change.status} />}
      actions={<CardChangeRetryButton change={change} />}
      facts={facts}
    />
  );
}
