import { useTranslation } from 'react-i18next';
import type { CollectionEventKind, CollectionEventRow } from '@simdesk/contract/modules/real-name';
import { RealNameTimeline } from '../../../features/real-name/real-name-timeline';

const colourOf: Record<CollectionEventKind, string> = {
  sent: 'blue',
  opened: 'blue',
  documentRead: 'cyan',
  confirmed: 'purple',
  faceChecked: 'purple',
  submitted: 'blue',
  registered: 'green',
  refused: 'red',
  cancelled: 'gray',
};

/** The collection's history, newest first: sent, opened, read, confirmed, checked, submitted, answered. */
export function CollectionTimeline({ events }: { events: readonly CollectionEventRow[] }) {
  const { t } = useTranslation();
  return (
    <RealNameTimeline
      events={events}
      colourOf={(event) => colourOf[event.kind]}
      describe={(event) => t(`realName:collecting.events.${event.kind}`)}
      // The detail holds codes and figures only (a score, warning codes), never personal data.
      noteOf={(event) => event.detail}
    />
  );
}
