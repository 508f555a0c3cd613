import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishCallRecords from './locales/en-US/callRecords.json';

/** Call detail records: records received from the carrier, pushes to customers' endpoints, alarms raised. */
export const callRecordsModule = defineContractModule({
  name: 'call-records',
  builds: ['receiveRecord', 'pushRecord', 'alarmRecord', 'alarmRecordDetail'],
  texts: {
    callRecords: namespaceFiles<typeof englishCallRecords>(
      (locale) => import(`./locales/${locale}/callRecords.json`),
    ),
  },
});
