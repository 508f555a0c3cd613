import { useEffect, useRef } from 'react';
import { Alert, Card, Empty, Table, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  cardServiceInfoCall,
  voiceChangeHistoryCall,
  type ChangeItemRow,
  type ChangeItemState,
} from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { ItemStateTag } from '../../../features/sim-cards/card-actions/change-state-tags';
import { dateText } from './basic-info-card';
import { sectionRead } from './section-problem';
import { inlineStatuses } from './use-card-query';

/** While the latest order is with the carrier, the list is asked again this often. */
const followMilliseconds = 3_000;
const latestPage = { pageIndex: 1, pageSize: 5 };
const openStates: readonly ChangeItemState[] = ['queued', 'pending', 'unknown'];

function isOpen(item: ChangeItemRow | undefined): boolean {
  return item !== undefined && openStates.includes(item.state);
}

function columns(t: TFunction): TableColumnsType<ChangeItemRow> {
  return [
    {
      key: 'asked',
      title: t('cardDetail:voiceChanges.asked'),
      render: (_, item) => t(item.request.open === true ? 'cardChange:voice.open' : 'cardChange:voice.close'),
    },
    {
      key: 'state',
      title: t('cardDetail:voiceChanges.state'),
      render: (_, item) => <ItemStateTag state={item.state} t={t} />,
    },
    {
      key: 'carrierOrder',
      title: t('cardDetail:voiceChanges.carrierOrder'),
      render: (_, item) => item.carrierOrderNumber ?? t('common:none'),
    },
    {
      key: 'createdAt',
      title: t('cardDetail:voiceChanges.createdAt'),
      render: (_, item) => dateText(item.createdAt),
    },
    {
      key: 'settledAt',
      title: t('cardDetail:voiceChanges.settledAt'),
      render: (_, item) => dateText(item.settledAt) ?? t('common:none'),
    },
  ];
}

/**
 * The card's latest voice switch orders. While the newest is with the carrier the list follows it; when it
 * settles, the service switches are asked again so the voice switch shows what the carrier did.
 */
export function VoiceChangesCard({ cardId }: { cardId: number }) {
  // Item states, code texts and "none" live in other namespaces: keys carry their prefix.
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const obj = { cardId };
  const history = useQuery({
    queryKey: callQueryKey(voiceChangeHistoryCall, obj, latestPage),
    queryFn: () =>
      callApi(voiceChangeHistoryCall, obj, latestPage, { silentStatuses: inlineStatuses }).then(
        (answer) => answer.rows,
      ),
    refetchInterval: (query) => (isOpen(query.state.data?.[0]) ? followMilliseconds : false),
  });
  const latest = history.data?.[0];
  const following = useRef(false);
  useEffect(() => {
    const open = isOpen(latest);
    if (following.current && !open) {
      void queryClient.invalidateQueries({ queryKey: callQueryKey(cardServiceInfoCall, { cardId }) });
    }
    following.current = open;
  }, [latest, cardId, queryClient]);

  const read = sectionRead(history, 3);
  return (
    <Card size="small" className="card-detail-wide" title={t('cardDetail:voiceChanges.title')}>
      {read.waiting ?? (
        <>
          {isOpen(latest) && (
            <Alert
              type="info"
              showIcon
              className="card-detail-note"
              title={t('cardDetail:voiceChanges.inProgress', { id: latest?.orderId })}
            />
          )}
          {latest?.state === 'failed' && (
            <Alert
              type="error"
              showIcon
              className="card-detail-note"
              title={t('cardDetail:voiceChanges.failed', { id: latest.orderId, reason: latest.reason ?? '' })}
            />
          )}
          <Table<ChangeItemRow>
            size="small"
            rowKey="id"
            pagination={false}
            columns={columns(t)}
            dataSource={read.data}
            locale={{ emptyText: <Empty description={t('cardDetail:voiceChanges.empty')} /> }}
          />
        </>
      )}
    </Card>
  );
}
