import { SyncOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { pushStatus } from '@simdesk/contract';
import {
  notifyListCall,
  realNamePageSizes,
  syncListCall,
  syncRunStatuses,
  syncStartCall,
  syncTriggers,
  type NotifyRow,
  type SyncRow,
} from '@simdesk/contract/modules/real-name';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  ChoiceFilter,
  PeriodFilter,
  SeveralCodesFilter,
  TextFilter,
} from '../../../components/list-page/list-filters';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { notifyColumns, syncColumns } from './sync-columns';
import { SyncStartDialog } from './sync-start-dialog';
import { toNotifyFilter, toSyncFilter, type NotifyFilterValues, type SyncFilterValues } from './sync-values';

// A running run's bar moves as its batches end.
const runningRefreshMilliseconds = 5_000;

function SyncRecords() {
  const { t } = useTranslation();
  const statusChoices = syncRunStatuses.map((value) => ({ value, label: t(`realNameSync:status.${value}`) }));
  const triggerChoices = syncTriggers.map((value) => ({ value, label: t(`realNameSync:trigger.${value}`) }));
  return (
    <CallListPage<typeof syncListCall, SyncFilterValues, SyncRow>
      className="sync-record-list"
      call={syncListCall}
      toObj={toSyncFilter}
      paging={{ kind: 'keyset', rowsOf: (page) => page.syncs, pageSizes: realNamePageSizes }}
      refetchInterval={(syncs) =>
        syncs.some((sync) => sync.status === 'running') && runningRefreshMilliseconds
      }
      rowKey={(sync) => sync.id}
      columns={syncColumns(t)}
      toolbar={
        <DialogCallButton
          call={syncStartCall}
          type="primary"
          icon={<SyncOutlined />}
          dialog={(opened) => <SyncStartDialog {...opened} />}
        >
          {t('realNameSync:start.button')}
        </DialogCallButton>
      }
      emptyText={t('realNameSync:list.emptySyncs')}
      filters={
        <>
          <ChoiceFilter
            name="statuses"
            label={t('realNameSync:filters.status')}
            mode="multiple"
            options={statusChoices}
          />
          <ChoiceFilter name="trigger" label={t('realNameSync:filters.trigger')} options={triggerChoices} />
          <PeriodFilter label={t('realNameSync:filters.period')} />
        </>
      }
    />
  );
}

function Notifications() {
  const { t } = useTranslation();
  return (
    <CallListPage<typeof notifyListCall, NotifyFilterValues, NotifyRow>
      className="notify-record-list"
      call={notifyListCall}
      toObj={toNotifyFilter}
      paging={{ kind: 'keyset', rowsOf: (page) => page.notifications, pageSizes: realNamePageSizes }}
      rowKey={(row) => row.id}
      columns={notifyColumns(t)}
      emptyText={t('realNameSync:list.emptyNotifications')}
      filters={
        <>
          <SeveralCodesFilter name="statuses" label={t('realNameSync:filters.status')} table={pushStatus} />
          <TextFilter
            name="cardNumber"
            label={t('realNameSync:filters.cardNumber')}
            placeholder={t('realNameSync:filters.cardNumberPlaceholder')}
          />
          <PeriodFilter label={t('realNameSync:filters.period')} />
        </>
      }
    />
  );
}

/**
 * /vehicleCard/realname/apiManagement/syncManagement: the status syncs with the carrier (scheduled daily, or
 * started here) and the notifications of real-name changes pushed to the company's receiver.
 */
export function SyncManagementPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'syncs', label: t('realNameSync:tabs.syncs'), children: <SyncRecords /> },
        { key: 'notifications', label: t('realNameSync:tabs.notifications'), children: <Notifications /> },
      ]}
    />
  );
}
