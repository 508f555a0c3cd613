import { Card, Empty, Timeline, Typography, type TimelineItemProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { vehicleStatus } from '@simdesk/contract';
import type { VehicleEventRow } from '@simdesk/contract/modules/vehicles';
import { codeLabel } from '../../../components/codes/code-label';
import { DisplayTime } from '../../../components/display-time';

type EventKind = VehicleEventRow['kind'];

const colourOf: Record<EventKind, string> = {
  created: 'gray',
  status: 'blue',
  cardFitted: 'green',
  cardRemoved: 'red',
  changeApplied: 'blue',
  edited: 'gray',
};

/** A status event's value (the status code as text) by the status table's name. */
function statusText(t: TFunction, value: string | null): string {
  return value === null ? t('common:none') : codeLabel(t, vehicleStatus, Number(value));
}

/** What happened, in one line. */
function eventText(t: TFunction, event: VehicleEventRow): string {
  const none = t('common:none');
  switch (event.kind) {
    case 'status':
      return t('vehicles:events.status', {
        from: statusText(t, event.fromValue),
        to: statusText(t, event.toValue),
      });
    case 'cardFitted':
    case 'cardRemoved':
      return t(`vehicles:events.${event.kind}`, { iccid: event.toValue ?? event.fromValue ?? none });
    case 'changeApplied':
      return t('vehicles:events.changeApplied', { from: event.fromValue ?? none, to: event.toValue ?? none });
    default:
      return t(`vehicles:events.${event.kind}`);
  }
}

function EventContent({ event }: { event: VehicleEventRow }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text type="secondary" className="vehicle-timeline-note">
        <DisplayTime value={event.at} />
      </Typography.Text>
      <Typography.Text>{eventText(t, event)}</Typography.Text>
      {event.reason !== null && (
        <Typography.Text type="secondary" className="vehicle-timeline-note">
          {t('vehicles:events.reason', { reason: event.reason })}
        </Typography.Text>
      )}
      {event.operatorName !== null && (
        <Typography.Text type="secondary" className="vehicle-timeline-note">
          {t('vehicles:events.by', { name: event.operatorName })}
        </Typography.Text>
      )}
    </>
  );
}

/** The vehicle's life, newest first: created, status changes, cards fitted and removed, changes applied. */
export function VehicleTimeline({ events }: { events: readonly VehicleEventRow[] }) {
  const { t } = useTranslation();
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  const items: TimelineItemProps[] = newestFirst.map((event) => ({
    key: event.id,
    color: colourOf[event.kind],
    content: <EventContent event={event} />,
  }));
  return (
    <Card size="small" title={t('vehicles:events.title')}>
      {items.length === 0 ? <Empty description={t('vehicles:events.empty')} /> : <Timeline items={items} />}
    </Card>
  );
}
