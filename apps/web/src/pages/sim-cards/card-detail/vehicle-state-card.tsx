import { Alert, Badge, Descriptions, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  pathOfPage,
  vehicleStateCall,
  vehicleStatus,
  type TerminalBinding,
  type VehicleStateRow,
} from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { dateText } from './basic-info-card';
import { CarrierAnswerCard } from './carrier-answer-card';
import { useCardQuery } from './use-card-query';

type VehicleStateText = TFunction<['cardDetail', 'common']>;

const bindingColours: Readonly<Record<TerminalBinding, string>> = {
  bound: 'success',
  separated: 'warning',
  unbound: 'default',
};

const number = (value: string) => <Typography.Text className="sim-card-number">{value}</Typography.Text>;

function vehicleOf(state: VehicleStateRow, t: VehicleStateText) {
  if (state.vin === null) return t('vehicleState.noVehicle');
  return (
    <Space size={4} wrap>
      <Link to={pathOfPage('simCardVehicleDetail', {}, { vin: state.vin })}>{state.vin}</Link>
      {state.vehicleStatus !== null && <CodeTag table={vehicleStatus} code={state.vehicleStatus} />}
    </Space>
  );
}

function stateItems(state: VehicleStateRow, t: VehicleStateText): DescriptionsProps['items'] {
  const none = t('common:none');
  const { imei } = state;
  return [
    { key: 'vehicle', label: t('vehicleState.vehicle'), children: vehicleOf(state, t) },
    {
      key: 'terminal',
      label: t('vehicleState.terminal'),
      children: (
        <Badge
          status={state.online ? 'success' : 'default'}
          text={[t(state.online ? 'session.online' : 'session.offline'), state.rat]
            .filter(Boolean)
            .join(' · ')}
        />
      ),
    },
    {
      key: 'lastSeen',
      label: t('vehicleState.lastSeen'),
      children: dateText(state.lastSeenAt) ?? t('vehicleState.neverSeen'),
    },
    {
      key: 'binding',
      label: t('vehicleState.binding'),
      children: (
        <Tag color={bindingColours[state.binding]}>{t(`vehicleState.bindings.${state.binding}`)}</Tag>
      ),
    },
    {
      key: 'current',
      label: t('imei.current'),
      children: imei.current === null ? t('imei.offNetwork') : number(imei.current),
    },
    { key: 'currentSince', label: t('imei.seenSince'), children: dateText(imei.currentSince) ?? none },
    { key: 'bound', label: t('vehicleState.bound'), children: imei.bound ? number(imei.bound) : none },
    { key: 'boundSince', label: t('vehicleState.boundSince'), children: dateText(imei.boundSince) ?? none },
    { key: 'recorded', label: t('imei.recorded'), children: imei.recorded ? number(imei.recorded) : none },
  ];
}

/** What the carrier says of the card's recorded IMEI and binding, in a sentence an operator acts on. */
function StateNotes({ state }: { state: VehicleStateRow }) {
  const { t } = useTranslation('cardDetail');
  const { imei } = state;
  const recordDiffers = imei.current !== null && imei.recorded !== null && imei.current !== imei.recorded;
  return (
    <>
      {state.binding === 'separated' && (
        <Alert
          type="warning"
          showIcon
          className="card-detail-note"
          title={t('vehicleState.separated', {
            since: dateText(state.separatedSince) ?? '',
            current: imei.current ?? '',
            bound: imei.bound ?? '',
          })}
        />
      )}
      {recordDiffers && (
        <Alert type="info" showIcon className="card-detail-note" title={t('vehicleState.recordDiffers')} />
      )}
    </>
  );
}

/**
 * The vehicle the card is in, as the carrier sees its terminal now: online, last seen, the IMEI seen against
 * the one bound (a separation is the "card separated from vehicle" alarm) and the one on record.
 */
export function VehicleStateCard({ cardId }: { cardId: number }) {
  const { t } = useTranslation(['cardDetail', 'common']);
  return (
    <CarrierAnswerCard
      title={t('vehicleState.title')}
      query={useCardQuery(vehicleStateCall, cardId)}
      skeletonRows={6}
    >
      {(state) => (
        <>
          <StateNotes state={state} />
          <Descriptions size="small" column={1} items={stateItems(state, t)} />
        </>
      )}
    </CarrierAnswerCard>
  );
}
