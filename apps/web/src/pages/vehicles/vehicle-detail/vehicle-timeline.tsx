import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { vehicleStatus } from '@simdesk/contract';
import type { VehicleEventRow } from '@simdesk/contract/modules/vehicles';
import { codeLabel } from '../../../components/codes/code-label';
import { EventTimeline } from '../../../components/event-timeline/event-timeline';

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

/** The vehicle's life, newest first: created, status changes, cards fitted and removed, changes applied. */
export function VehicleTimeline({ events }: { events: readonly VehicleEventRow[] }) {
  const { t } = useTranslation();
  return (
    <EventTimeline
      title={t('vehicles:events.title')}
      emptyText={t('vehicles:events.empty')}
      events={events}
      colourOf={(event) => colourOf[event.kind]}
      describe={(event) => eventText(t, event)}
      noteOf={(event) =>
        event.reason === null ? null : t('vehicles:events.reason', { reason: event.reason })
      }
      byOperator={(name) => t('vehicles:events.by', { name })}
    />
  );
}
