import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { cardChangeStatus, realNameRefusal } from '@simdesk/contract';
import type { CardChangeRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { TwoLines } from '../../../features/real-name/batch-origin';
import { IdentifierLink, identifierCell, timeCell } from '../../../features/real-name/real-name-cells';
import { placeColumns } from '../../../features/real-name/registration-columns';
import { VehicleLink } from '../../../features/vehicles/vehicle-cells';
import { cardStateDetailPath } from '../card-state-cells';
import { cardChangeDetailPath } from './card-change-paths';
import { CardChangeRetryButton } from '../../../features/real-name/card-change-retry-button';

/** A card of the change: its ICCID opening its real-name state, its MSISDN under it. */
const cardCell = (cardId: number, iccid: string, msisdn: string | null) => (
  <Space orientation="vertical" size={0}>
    <IdentifierLink to={cardStateDetailPath(cardId)}>{iccid}</IdentifierLink>
    {msisdn !== null && identifierCell(msisdn)}
  </Space>
);

/** Where the change stands; a failed one says at which step, the carrier's words under it. */
function StatusCell({ change, t }: { change: CardChangeRow; t: TFunction }) {
  return (
    <Space orientation="vertical" size={0}>
      <CodeTag table={cardChangeStatus} code={change.status} />
      {change.failedStep !== null && (
        <Typography.Text type="secondary">
          {t('realNameCardChange:list.failedAt', {
            step: t(`realNameCardChange:steps.${change.failedStep}`),
          })}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The card changes' columns: the number opens the change, the VIN its vehicle, each card its real-name state;
 * where it stands, the carrier's answer, who sent it and when; a failed change is retried from its row.
 */
export function cardChangeColumns(t: TFunction, showCompany: boolean): TableColumnsType<CardChangeRow> {
  return [
    {
      key: 'id',
      title: t('realNameCardChange:list.number'),
      fixed: 'left',
      render: (_, change) => (
        <Link to={cardChangeDetailPath(change.id)}>
          {t('realNameCardChange:list.numberValue', { id: change.id })}
        </Link>
      ),
    },
    {
      key: 'vin',
      title: t('realNameCardChange:list.vin'),
      render: (_, change) => <VehicleLink vehicleId={change.vehicleId} vin={change.vin} />,
    },
    {
      key: 'oldCard',
      title: t('realNameCardChange:list.oldCard'),
      render: (_, change) => cardCell(change.oldCardId, change.oldIccid, change.oldMsisdn),
    },
    {
      key: 'newCard',
      title: t('realNameCardChange:list.newCard'),
      render: (_, change) => cardCell(change.newCardId, change.newIccid, change.newMsisdn),
    },
    { key: 'holder', title: t('realNameCardChange:list.holder'), dataIndex: 'holderName' },
    {
      key: 'status',
      title: t('realNameCardChange:list.status'),
      render: (_, change) => <StatusCell change={change} t={t} />,
    },
    // The carrier's words run long: cut to the column, whole on hover.
    {
      key: 'refusal',
      title: t('realNameCardChange:list.refusal'),
      width: 240,
      ellipsis: { showTitle: true },
      render: (_, change) =>
        change.refusalCode === null ? (
          change.refusalReason
        ) : (
          <span title={change.refusalReason ?? undefined}>
            <CodeTag table={realNameRefusal} code={change.refusalCode} /> {change.refusalReason}
          </span>
        ),
    },
    {
      key: 'createdBy',
      title: t('realNameCardChange:list.createdBy'),
      render: (_, change) => <TwoLines first={change.name} second={change.account} />,
    },
    {
      key: 'createdAt',
      title: t('realNameCardChange:list.createdAt'),
      dataIndex: 'createdAt',
      render: timeCell,
    },
    {
      key: 'completedAt',
      title: t('realNameCardChange:list.completedAt'),
      dataIndex: 'completedAt',
      render: timeCell,
    },
    ...placeColumns<CardChangeRow>(t, showCompany),
    {
      key: 'actions',
      title: t('realNameCardChange:list.actions'),
      fixed: 'right',
      render: (_, change) => <CardChangeRetryButton change={change} />,
    },
  ];
}
