import { Card, Empty, Timeline, Typography, type TimelineItemProps } from 'antd';
import { DisplayTime } from '../display-time';
import './event-timeline.css';

/** What every event of a record's history has: when, and who (none for the system's own). */
export interface TimelineEvent {
  id: number;
  at: string;
  operatorName: string | null;
}

export interface EventTimelineProps<Event extends TimelineEvent> {
  title: string;
  emptyText: string;
  events: readonly Event[];
  colourOf: (event: Event) => string;
  /** What happened, in one line. */
  describe: (event: Event) => string;
  /** A line under it (a reason, the carrier's words), or null for none. */
  noteOf: (event: Event) => string | null;
  /** Who did it ("by Li Lei"). */
  byOperator: (operatorName: string) => string;
}

/** A record's history, newest first: each event's time, what happened, its note and who did it. */
export function EventTimeline<Event extends TimelineEvent>({
  title,
  emptyText,
  events,
  colourOf,
  describe,
  noteOf,
  byOperator,
}: EventTimelineProps<Event>) {
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  const items: TimelineItemProps[] = newestFirst.map((event) => {
    const note = noteOf(event);
    return {
      key: event.id,
      color: colourOf(event),
      content: (
        <>
          <Typography.Text type="secondary" className="event-timeline-note">
            <DisplayTime value={event.at} />
          </Typography.Text>
          <Typography.Text>{describe(event)}</Typography.Text>
          {note !== null && (
            <Typography.Text type="secondary" className="event-timeline-note">
              {note}
            </Typography.Text>
          )}
          {event.operatorName !== null && (
            <Typography.Text type="secondary" className="event-timeline-note">
              {byOperator(event.operatorName)}
            </Typography.Text>
          )}
        </>
      ),
    };
  });
  return (
    <Card size="small" title={title}>
      {items.length === 0 ? <Empty description={emptyText} /> : <Timeline items={items} />}
    </Card>
  );
}
