import type { PushEventType } from '@simdesk/contract';

/** Example data of each push event, as a receiver will see it; numbers and names are made up. */
export function sampleEventData(eventType: PushEventType, at: Date): Record<string, unknown> {
  const card = { iccid: '89860000000000000018', msisdn: '1440000000018', imsi: '460040000000018' };
  const when = at.toISOString();
  switch (eventType) {
    case 'card.status.changed':
      return { ...card, previousStatus: 7, status: 2, orderNumber: 'ORD20260101000001', changedAt: when };
    case 'card.usage.alarm':
      return {
        ...card,
        ruleName: 'Monthly data over 80%',
        usedKilobytes: 838_861,
        limitKilobytes: 1_048_576,
        at: when,
      };
    case 'card.realname.changed':
      return { ...card, previousStatus: 1, status: 2, changedAt: when };
    case 'card.imei.changed':
      return { ...card, previousImei: '860000000000001', imei: '860000000000019', detectedAt: when };
    case 'card.separated':
      return { ...card, vin: 'LSVAA4182E2000001', detectedAt: when };
    case 'pool.usage.alarm':
      return {
        groupId: 'POOL-0001',
        ruleName: 'Pool over 90%',
        usedKilobytes: 9_437_184,
        limitKilobytes: 10_485_760,
        at: when,
      };
    case 'order.completed':
      return {
        orderNumber: 'ORD20260101000001',
        operation: 'activate',
        succeeded: 98,
        failed: 2,
        completedAt: when,
      };
    case 'task.finished':
      return { taskId: 1024, taskType: 1, taskStatus: 1, fileName: 'cards.xlsx', finishedAt: when };
  }
}
