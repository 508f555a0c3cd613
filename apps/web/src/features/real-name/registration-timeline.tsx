import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RegistrationEventRow } from '@simdesk/contract/modules/real-name';
import { RealNameTimeline } from './real-name-timeline';

type EventKind = RegistrationEventRow['kind'];

const colourOf: Record<EventKind, string> = {
  created: 'gray',
  submitted: 'blue',
  review: 'orange',
  registered: 'green',
  refused: 'red',
  cancelled: 'gray',
  revealed: 'purple',
  sendFailed: 'red',
  vinReuploaded: 'blue',
  synced: 'cyan',
};

/** A reveal's detail is the reason the operator gave; other events' detail is the carrier's or the sender's words. */
function noteOf(t: TFunction, event: RegistrationEventRow): string | null {
  if (event.detail === null) return null;
  return event.kind === 'revealed' ? t('realName:events.reason', { reason: event.detail }) : event.detail;
}

/** The registration's history, newest first: created, sent, reviewed, answered, cancelled, revealed. */
export function RegistrationTimeline({ events }: { events: readonly RegistrationEventRow[] }) {
  const { t } = useTranslation();
  return (
    <RealNameTimeline
      events={events}
      colourOf={(event) => colourOf[event.kind]}
      describe={(event) => t(`realName:events.${event.kind}`)}
      noteOf={(event) => noteOf(t, event)}
    />
  );
}
