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

/** Refresh card info and refresh status: ask the carrier and store its answer (the 'edit' action). */
export function CardRefreshButtons({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardDetail');
  const { t: text } = useTranslation();
  // The calls declare what a refresh changes: the card, its history, the IMEI compared, and the list.
  const successText = (row: CardRefreshRow) => refreshedText(text, row);
  const refreshInfo = useCallMutation(cardRefreshInfoCall, { successText });
  const refreshStatus = useCallMutation(cardRefreshStatusCall, { successText });
  return (
    <Space wrap>
      <CallButton
        call={cardRefreshInfoCall}
        icon={<ReloadOutlined />}
        loading={refreshInfo.isPending}
        onClick={() => refreshInfo.mutate({ cardId })}
      >
        {t('refresh.info')}
      </CallButton>
      <CallButton
        call={cardRefreshStatusCall}
        icon={<SyncOutlined />}
        loading={refreshStatus.isPending}
        onClick={() => refreshStatus.mutate({ cardId })}
      >
        {t('refresh.status')}
      </CallButton>
    </Space>
  );
}
