import type { TFunction } from 'i18next';
import type { EnglishTexts, PushEventType } from '@simdesk/contract';

type PushEventKey = keyof EnglishTexts['settings']['push']['eventTypes'];

/** The locale key of an event in the settings namespace ('card.status.changed' → push.eventTypes.card_status_changed). */
export function pushEventLabelKey(eventType: PushEventType): `push.eventTypes.${PushEventKey}` {
  // Locale keys cannot hold dots: each event type's label is under its name with underscores.
  return `push.eventTypes.${eventType.replaceAll('.', '_') as PushEventKey}`;
}

export function pushEventLabel(t: TFunction<'settings'>, eventType: PushEventType): string {
  return t(pushEventLabelKey(eventType));
}
