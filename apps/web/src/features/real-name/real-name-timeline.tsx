import { useTranslation } from 'react-i18next';
import {
  EventTimeline,
  type EventTimelineProps,
  type TimelineEvent,
} from '../../components/event-timeline/event-timeline';

/** A real-name record's history, newest first, under the module's own title, empty text and "by" line. */
export function RealNameTimeline<Event extends TimelineEvent>(
  props: Omit<EventTimelineProps<Event>, 'title' | 'emptyText' | 'byOperator'>,
) {
  const { t } = useTranslation();
  return (
    <EventTimeline<Event>
      title={t('realName:events.title')}
      emptyText={t('realName:events.empty')}
      byOperator={(name) => t('realName:events.by', { name })}
      {...props}
    />
  );
}
