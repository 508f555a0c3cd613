import { defineCodeTable, type CodeOf } from './code-table';

/** Kind of a message in the message centre (spec §4). */
export const messageType = defineCodeTable('messageType', {
  systemUpgradeNotice: 0,
  overdueNotInstalled: 1,
  cardSeparatedFromVehicle: 2,
  dataUsageAlarm: 3,
  smsUsageAlarm: 4,
  voiceUsageAlarm: 5,
  trafficPoolAlarm: 6,
});
export type MessageTypeCode = CodeOf<typeof messageType>;

/** Tabs of the message drawer; the code is the list call's moduleType. Security shows a count only. */
export const messageTab = defineCodeTable('messageTab', {
  system: 0,
  ruleAlarms: 1,
  security: 2,
});
export type MessageTabCode = CodeOf<typeof messageTab>;
