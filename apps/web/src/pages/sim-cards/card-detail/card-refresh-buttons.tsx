import type { ReactNode } from 'react';
import { Space } from 'antd';
import { ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardRefreshInfoCall, cardRefreshStatusCall, type CardRefreshRow } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CallButton } from '../../../components/permission/call-button';
import { textKey } from '../../../i18n/text-key';

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
  // The server names the fields; each is a list column or a field of the basic info.
  return t(textKey(listColumnFields.has(field) ? `cards:columns.${field}` : `cardDetail:basic.${field}`));
}

function refreshedText(t: TFunction, row: CardRefreshRow): string {
  if (row.changedFields.length === 0) return t('cardDetail:refresh.unchanged');
  const fields = row.changedFields.map((field) => fieldLabel(t, field)).join(', ');
  return t('cardDetail:refresh.changed', { fields });
}

interface RefreshButtonProps {
  call: typeof cardRefreshInfoCall | typeof cardRefreshStatusCall;
  cardId: number;
  icon: ReactNode;
  children: ReactNode;
}

/** Asks the carrier through its call and says what the answer changed. */
function RefreshButton({ call, cardId, icon, children }: RefreshButtonProps) {
  const { t } = useTranslation();
  // The calls declare what a refresh changes: the card, its history, the IMEI compared, and the list.
  const refresh = useCallMutation(call, { successText: (row) => refreshedText(t, row) });
  return (
    <CallButton
      call={call}
      icon={icon}
      loading={refresh.isPending}
      onClick={() => refresh.mutate({ cardId })}
    >
      {children}
    </CallButton>
  );
}

/** Refresh card info and refresh status: ask the carrier and store its answer (the 'edit' action). */
export function CardRefreshButtons({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardDetail');
  return (
    <Space wrap>
      <RefreshButton call={cardRefreshInfoCall} cardId={cardId} icon={<ReloadOutlined />}>
        {t('refresh.info')}
      </RefreshButton>
      <RefreshButton call={cardRefreshStatusCall} cardId={cardId} icon={<SyncOutlined />}>
        {t('refresh.status')}
      </RefreshButton>
    </Space>
  );
}
