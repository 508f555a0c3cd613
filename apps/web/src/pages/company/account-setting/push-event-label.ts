import type { TFunction } from 'i18next';
import type { PushEventType } from '@simdesk/contract';

/** The locale key of an event ('card.status.changed' → settings:push.eventTypes.card_status_changed). */
export function pushEventLabelKey(eventType: PushEventType): string {
  return `settings:push.eventTypes.${eventType.replaceAll('.', '_')}`;
}

export function pushEventLabel(t: TFunction, eventType: PushEventType): string {
  return t(pushEventLabelKey(eventType));
}
