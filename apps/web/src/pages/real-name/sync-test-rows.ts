import {
  syncManagementPageCode,
  type NotifyDetailRow,
  type SyncDetailRow,
  type SyncRow,
} from '@simdesk/contract/modules/real-name';

export const syncGrants = { [syncManagementPageCode]: ['query', 'get', 'add'] } as const;

export function syncRow(overrides: Partial<SyncRow> = {}): SyncRow {
  return {
    id: 7,
    companyId: 2,
    companyName: 'Aurora Motors',
    trigger: 'operator',
    operatorName: 'demo.company',
    scope: 'cards',
    cardCount: 2,
    status: 'completed',
    taskId: 40,
    startedAt: '2026-11-28T02:00:00.000Z',
    finishedAt: '2026-11-28T02:01:00.000Z',
    checked: 2,
    inAgreement: 0,
    changed: 1,
    errors: 1,
    failure: null,
    ...overrides,
  };
}

export const syncDetail = (): SyncDetailRow => ({
  sync: syncRow(),
  items: {
    items: [
      {
        id: 1,
        cardId: 5,
        iccid: '89860424000000000074',
        msisdn: null,
        companyId: 2,
        companyName: 'Aurora Motors',
        orgId: null,
        orgName: null,
        outcome: 'changed',
        differences: ['status'],
        ourStatus: 2,
        carrierStatus: 3,
        ourVin: null,
        carrierVin: null,
        carrierPartyType: null,
        refusalCode: null,
        refusalReason: null,
        applied: true,
        error: null,
        at: '2026-11-28T02:00:30.000Z',
      },
    ],
    nextCursor: null,
    total: 1,
    totalIsEstimate: false,
  },
});

export const notifyDetail = (): NotifyDetailRow => ({
  id: 12,
  companyId: 2,
  companyName: 'Aurora Motors',
  eventId: 'msg_0001',
  eventType: 'card.realname.changed',
  endpoint: 'https://maker.example.com/hooks',
  status: 2,
  attempts: 1,
  responseCode: 204,
  responseExcerpt: null,
  lastError: null,
  durationMs: 40,
  queuedAt: '2026-11-28T02:00:31.000Z',
  lastAttemptAt: '2026-11-28T02:00:32.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-28T02:00:32.000Z',
  resendCount: 0,
  iccid: '89860424000000000074',
  previousStatus: 2,
  newStatus: 3,
  payload: JSON.stringify({
    type: 'card.realname.changed',
    data: { iccid: '89860424000000000074', status: 3 },
  }),
});
