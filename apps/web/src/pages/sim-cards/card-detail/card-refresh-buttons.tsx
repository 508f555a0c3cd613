import { Space } from 'antd';
import { ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  cardDetailCall,
  cardRefreshInfoCall,
  cardRefreshStatusCall,
  cardServiceInfoCall,
  cardStatusRecordCall,
  simCardListCall,
  simCardListPageCode,
  type CardRefreshRow,
} from '@simdesk/contract';
import { useAdminAction } from '../../../api/use-admin-action';
import { PermissionButton } from '../../../components/permission/permission-button';

// Fields a refresh may change that the list names too; the status time is the detail page's own.
const listColumnFields = new Set([
  'msisdn',
  'imsi',
  'imei',
  'ratePlan',
  'openedAt',
  'activatedAt',
  'realNameStatus',
  'cardStatus',
]);

function fieldLabel(t: TFunction, field: string): string {
  return listColumnFields.has(field) ? t(`cards:columns.${field}`) : t(`cardDetail:basic.${field}`);
}

function refreshedText(t: TFunction, row: CardRefreshRow): string {
  if (row.changedFields.length === 0) return t('cardDetail:refresh.unchanged');
  const fields = row.changedFields.map((field) => fieldLabel(t, field)).join(', ');
  return t('cardDetail:refresh.changed', { fields });
}

// Everything a refresh can change: the card, its history, the IMEI compared with the record, and the list.
const refreshedCalls = [cardDetailCall, cardStatusRecordCall, cardServiceInfoCall, simCardListCall];

/** Refresh card info and refresh status: ask the carrier and store its answer (the 'edit' action). */
export function CardRefreshButtons({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardDetail');
  const refreshInfo = useAdminAction(cardRefreshInfoCall, refreshedCalls, (row) => refreshedText(t, row));
  const refreshStatus = useAdminAction(cardRefreshStatusCall, refreshedCalls, (row) => refreshedText(t, row));
  return (
    <Space wrap>
      <PermissionButton
        pageCode={simCardListPageCode}
        action="edit"
        icon={<ReloadOutlined />}
        loading={refreshInfo.isPending}
        onClick={() => refreshInfo.mutate({ cardId })}
      >
        {t('refresh.info')}
      </PermissionButton>
      <PermissionButton
        pageCode={simCardListPageCode}
        action="edit"
        icon={<SyncOutlined />}
        loading={refreshStatus.isPending}
        onClick={() => refreshStatus.mutate({ cardId })}
      >
        {t('refresh.status')}
      </PermissionButton>
    </Space>
  );
}
