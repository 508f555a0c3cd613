// What happens to a T-Box command sent by SMS, decided when it is sent and shown as simulated time passes:
// the delivery report comes some seconds later (longer when the device is out of reach), a share of messages
// fails, and a device that understood a command answers with an MO message.
import { isLiveStatus } from '../cards/card-timeline';
import type { CardRow } from '../cards/card-row';
import { hashText, mix, unit } from '../world/hash';

export interface DeliveryPlan {
  outcome: 'delivered' | 'failed';
  failureCode: string | null;
  reportAt: number;
  reply: { content: string; sentAt: number } | null;
}

export const deliveryFailures = {
  CARD_NOT_ACTIVE: 'the card is not on the network',
  SMS_DISABLED: 'the card’s SMS service is switched off',
  ABSENT_SUBSCRIBER: 'the device did not answer paging; the network gave up',
  MEMORY_CAPACITY_EXCEEDED: 'the device’s message store is full',
} as const;
export type DeliveryFailureCode = keyof typeof deliveryFailures;

/** Commands a T-Box answers, with its reply. */
const commandReplies: Record<string, (seed: number) => string> = {
  WAKE: () => 'ACK WAKE OK',
  LOCK: () => 'ACK LOCK OK',
  UNLOCK: () => 'ACK UNLOCK OK',
  AC: () => 'ACK AC OK',
  STATUS: (seed) => `STATUS IGN=${seed % 2 ? 'ON' : 'OFF'} BAT=${11 + (seed % 30) / 10}V`,
  LOCATE: (seed) =>
    `LOC ${(22 + (seed % 2000) / 100).toFixed(4)},${(108 + (mix(seed, 1) % 1500) / 100).toFixed(4)}`,
};

/** The command word of a message (its first word, in capitals), if the device knows it. */
export const commandOf = (content: string): string | null => {
  const word = content.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return word in commandReplies ? word : null;
};

/** Deterministic from the card and the message number: the same message gets the same fate. */
export function planDelivery(
  card: CardRow,
  messageId: string,
  content: string,
  sentAt: number,
): DeliveryPlan {
  const seed = mix(hashText(card.iccid), hashText(messageId));
  const failed = (failureCode: DeliveryFailureCode, delaySeconds: number): DeliveryPlan => ({
    outcome: 'failed',
    failureCode,
    reportAt: sentAt + delaySeconds * 1000,
    reply: null,
  });
  if (!isLiveStatus(card.status)) return failed('CARD_NOT_ACTIVE', 1);
  if (!card.smsEnabled) return failed('SMS_DISABLED', 1);
  const draw = unit(seed, 601);
  // Absent subscribers are retried by the SMS centre for a while before the failure report.
  if (draw < 0.05) return failed('ABSENT_SUBSCRIBER', 600 + (mix(seed, 602) % 1200));
  if (draw < 0.07) return failed('MEMORY_CAPACITY_EXCEEDED', 5 + (mix(seed, 603) % 20));
  const reportAt = sentAt + (3 + (mix(seed, 604) % 88)) * 1000;
  const command = commandOf(content);
  const answers = command !== null && unit(seed, 605) < 0.9;
  return {
    outcome: 'delivered',
    failureCode: null,
    reportAt,
    reply:
      answers && command
        ? {
            content: commandReplies[command]?.(seed) ?? '',
            sentAt: reportAt + (2 + (mix(seed, 606) % 28)) * 1000,
          }
        : null,
  };
}
