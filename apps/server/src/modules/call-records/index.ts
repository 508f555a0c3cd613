import { defineServerModule } from '../../platform/modules/server-module';
import { simCardsModule } from '../sim-cards';
import { loadCallRecordsConfig } from './call-records-config';
import { registerCallRecordCalls } from './call-record-routes';
import { seedDemoCallRecords } from './demo-call-records';
import { createPushRecorder } from './push-recorder';
import { createRecordScheduler } from './record-scheduler';

export { alarmCardLimit, recordAlarm, type AlarmToRecord } from './alarm-recorder';
export { syncCallRecords } from './record-sync';
export { findPushRecord, listPushRecords, pushPayloads, resendPush } from './push-list';

/**
 * Call detail records: the carrier's records fetched on a schedule (and on demand) into a table partitioned by
 * month, a record of every push to a customer's endpoint (kept by observing the webhook pusher) with resend and
 * replay, and every alarm raised with what was done about it.
 */
export const callRecordsModule = defineServerModule({
  name: 'call-records',
  needs: [simCardsModule],
  loadConfig: loadCallRecordsConfig,
  register: ({ registrar, services, config, runInBackground }) => {
    services.webhooks.observe(createPushRecorder(services.db));
    registerCallRecordCalls(registrar, services);
    runInBackground(createRecordScheduler(services, config));
  },
  seedDemo: seedDemoCallRecords,
});
