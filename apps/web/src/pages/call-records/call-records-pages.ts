import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The call-records module's pages, by route name; each is its own chunk. */
export const callRecordsPages = {
  receiveRecord: lazyPage(() =>
    import('./receive-record/receive-record-page').then((module) => module.ReceiveRecordPage),
  ),
  pushRecord: lazyPage(() =>
    import('./push-record/push-record-page').then((module) => module.PushRecordPage),
  ),
  alarmRecord: lazyPage(() =>
    import('./alarm-record/alarm-record-page').then((module) => module.AlarmRecordPage),
  ),
  alarmRecordDetail: lazyPage(() =>
    import('./alarm-record/alarm-record-detail-page').then((module) => module.AlarmRecordDetailPage),
  ),
} satisfies ModulePages;
