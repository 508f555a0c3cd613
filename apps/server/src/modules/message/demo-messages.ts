import { messageTab, messageType } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { publishMessage } from '../../platform/messages/message-publisher';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/** A few messages so the demo's message drawer is not empty: system notices and rule alarms. */
export async function seedDemoMessages(
  db: Database,
  companies: { carrierId: number; makerId: number; otherIds: readonly number[] },
): Promise<void> {
  const system = messageTab.byName.system;
  const ruleAlarms = messageTab.byName.ruleAlarms;
  for (const companyId of [companies.carrierId, companies.makerId, ...companies.otherIds]) {
    await publishMessage(db, {
      companyId,
      moduleType: system,
      messageType: messageType.byName.systemUpgradeNotice,
      content:
        'Planned platform upgrade on Sunday 02:00–04:00 (UTC+8): the console and the API may pause briefly.',
      occurTime: hoursAgo(50),
    });
  }
  await publishMessage(db, {
    companyId: companies.makerId,
    moduleType: system,
    messageType: messageType.byName.systemUpgradeNotice,
    content: 'Upgrade done: the message centre now collects system notices and rule alarms in one place.',
    occurTime: hoursAgo(2),
  });
  for (const companyId of [companies.carrierId, companies.makerId]) {
    await publishMessage(db, {
      companyId,
      moduleType: ruleAlarms,
      messageType: messageType.byName.dataUsageAlarm,
      ruleName: 'Monthly data above 80%',
      content: 'ICCID 89860000000000000012 used 4.1 GB of its 5 GB monthly plan (82%).',
      occurTime: hoursAgo(5),
    });
  }
  await publishMessage(db, {
    companyId: companies.makerId,
    moduleType: ruleAlarms,
    messageType: messageType.byName.trafficPoolAlarm,
    ruleName: 'Pool usage above 90%',
    content: 'Traffic pool "Aurora fleet 2026" reached 91% of its 2 TB this month.',
    occurTime: hoursAgo(1),
  });
}
