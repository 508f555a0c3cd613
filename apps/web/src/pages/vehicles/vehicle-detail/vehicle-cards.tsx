import { useState } from 'react';
import { Card, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { cardStatus, pathOfPage, realNameStatus, vehicleCardRole } from '@simdesk/contract';
import {
  vehicleFitCardCall,
  vehicleRemoveCardCall,
  type VehicleCardRow,
  type VehicleRow,
} from '@simdesk/contract/modules/vehicles';
import { CodeTag } from '../../../components/codes/code-tag';
import { KeyboardScrollable } from '../../../components/list-page/keyboard-scrollable';
import { CallButton } from '../../../components/permission/call-button';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { identifierCell, timeCell } from '../../../features/vehicles/vehicle-cells';
import { FitCardDialog } from './fit-card-dialog';
import { RemoveCardDialog } from './remove-card-dialog';

/** A card's state or registration as the console knows it; nothing when it does not. */
const optionalTag = (table: typeof cardStatus | typeof realNameStatus, code: number | null) =>
  code === null ? '' : <CodeTag table={table} code={code} />;

function cardColumns(
  t: TFunction,
  onRemove: (card: VehicleCardRow) => void,
): TableColumnsType<VehicleCardRow> {
  return [
    {
      key: 'iccid',
      title: t('vehicles:cards.iccid'),
      render: (_, card) => (
        <Link className="vehicle-identifier" to={pathOfPage('cardDetail', {}, { cardId: card.cardId })}>
          {card.iccid}
        </Link>
      ),
    },
    { key: 'msisdn', title: t('vehicles:cards.msisdn'), dataIndex: 'msisdn', render: identifierCell },
    {
      key: 'role',
      title: t('vehicles:cards.role'),
      render: (_, card) => <CodeTag table={vehicleCardRole} code={card.role} />,
    },
    {
      key: 'fitted',
      title: t('vehicles:cards.state'),
      render: (_, card) =>
        card.removedAt === null ? (
          <Tag color="green">{t('vehicles:cards.fittedNow')}</Tag>
        ) : (
          <Tag>{t('vehicles:cards.removedBefore')}</Tag>
        ),
    },
    {
      key: 'cardStatus',
      title: t('vehicles:cards.cardStatus'),
      render: (_, card) => optionalTag(cardStatus, card.cardStatus),
    },
    {
      key: 'realNameStatus',
      title: t('vehicles:cards.realNameStatus'),
      render: (_, card) => optionalTag(realNameStatus, card.realNameStatus),
    },
    { key: 'fittedAt', title: t('vehicles:cards.fittedAt'), dataIndex: 'fittedAt', render: timeCell },
    { key: 'removedAt', title: t('vehicles:cards.removedAt'), dataIndex: 'removedAt', render: timeCell },
    { key: 'removedReason', title: t('vehicles:cards.removedReason'), dataIndex: 'removedReason' },
    {
      key: 'actions',
      title: t('vehicles:columns.actions'),
      render: (_, card) =>
        card.removedAt === null && (
          <CallButton
            call={vehicleRemoveCardCall}
            type="link"
            size="small"
            danger
            onClick={() => onRemove(card)}
          >
            {t('vehicles:cards.remove')}
          </CallButton>
        ),
    },
  ];
}

/** The cards fitted in the vehicle now (first) and before, with fitting a card and taking one out. */
export function VehicleCards({ vehicle, cards }: { vehicle: VehicleRow; cards: readonly VehicleCardRow[] }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<VehicleCardRow>();
  const fitted = cards.filter((card) => card.removedAt === null);
  const removed = cards.filter((card) => card.removedAt !== null);
  return (
    <Card
      size="small"
      title={t('vehicles:cards.title', { count: fitted.length })}
      extra={
        <DialogCallButton
          call={vehicleFitCardCall}
          dialog={(opened) => <FitCardDialog {...opened} vehicle={vehicle} fittedCards={fitted} />}
        >
          {t('vehicles:cards.fit')}
        </DialogCallButton>
      }
    >
      <KeyboardScrollable>
        <Table<VehicleCardRow>
          size="middle"
          rowKey={(card) => `${card.cardId}-${card.fittedAt}`}
          columns={cardColumns(t, setRemoving)}
          dataSource={[...fitted, ...removed]}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('vehicles:cards.empty')} /> }}
        />
      </KeyboardScrollable>
      <RemoveCardDialog vehicle={vehicle} card={removing} onClose={() => setRemoving(undefined)} />
    </Card>
  );
}
