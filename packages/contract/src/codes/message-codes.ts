import { hasPage } from '../access/access';
import { defineCodeTables, type CodeOf } from './code-table';

/** The message centre (spec §4). */
export const messageCodeTables = defineCodeTables(
  {
    /** Kind of a message: notices blue, alarms orange. */
    messageType: {
      systemUpgradeNotice: 0,
      overdueNotInstalled: 1,
      cardSeparatedFromVehicle: 2,
      dataUsageAlarm: 3,
      smsUsageAlarm: 4,
      voiceUsageAlarm: 5,
      trafficPoolAlarm: 6,
    },
    /** Tabs of the message drawer; the code is the list call's moduleType. Security shows a count only. */
    messageTab: {
      system: 0,
      ruleAlarms: 1,
      security: 2,
    },
  },
  {
    messageType: {
      systemUpgradeNotice: 'blue',
      overdueNotInstalled: 'orange',
      cardSeparatedFromVehicle: 'orange',
      dataUsageAlarm: 'orange',
      smsUsageAlarm: 'orange',
      voiceUsageAlarm: 'orange',
      trafficPoolAlarm: 'orange',
    },
  },
);

export const { messageType, messageTab } = messageCodeTables;
export type MessageTypeCode = CodeOf<typeof messageType>;
export type MessageTabCode = CodeOf<typeof messageTab>;

/** Read state of a message as the calls carry it (spec §3: isRead 0 means unread). */
export const messageReadState = { unread: 0, read: 1 } as const;
export type MessageReadState = (typeof messageReadState)[keyof typeof messageReadState];

/** The rule-alarm tab needs the rule management code (spec §6); a hyphenated sub-page code grants it too. */
export const ruleAlarmPageCode = 'vehicleCardManagement-cardLink-ruleManagement';

/** Tabs that list their messages; the security tab shows its count only (spec §4). */
export function messageTabListsMessages(tab: MessageTabCode): boolean {
  return tab !== messageTab.byName.security;
}

/** Whether an operator holding these page codes has this tab (server and drawer use the same rule). */
export function canSeeMessageTab(granted: ReadonlySet<string>, tab: MessageTabCode): boolean {
  return tab !== messageTab.byName.ruleAlarms || hasPage(granted, ruleAlarmPageCode);
}

/** The drawer's tabs for an operator, in display order. */
export function visibleMessageTabs(granted: ReadonlySet<string>): MessageTabCode[] {
  return messageTab.codes.filter((tab) => canSeeMessageTab(granted, tab));
}
