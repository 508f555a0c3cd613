import { useState } from 'react';
import { Card, Empty, Pagination, Space, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cardStatus, cardStatusRecordCall, type CardStatusRecord } from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { callApi } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { dateText } from './basic-info-card';
import { sectionRead } from './section-problem';
import { inlineStatuses } from './use-card-query';

const pageSize = 10;

// Green when a card came (back) to life, red when it went away, grey for stock moves.
const colourOf = (to: number) =>
  to === cardStatus.byName.activated ? 'green' : to === cardStatus.byName.cancelled ? 'red' : 'gray';

function RecordContent({ record, t }: { record: CardStatusRecord; t: TFunction<'cardDetail'> }) {
  const who =
    record.operatorName === null
      ? t('history.byCarrier')
      : t('history.byOperator', { name: record.operatorName, account: record.operatorAccount ?? '' });
  return (
    <Space orientation="vertical" size={0}>
      <Space size={4} wrap>
        {record.fromStatus !== null && <CodeTag table={cardStatus} code={record.fromStatus} />}
        {record.fromStatus !== null && <span aria-hidden="true">→</span>}
        <CodeTag table={cardStatus} code={record.toStatus} />
        <Typography.Text type="secondary">{dateText(record.changedAt)}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">
        {[record.reason, who, record.orderNumber && t('history.order', { orderNumber: record.orderNumber })]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
    </Space>
  );
}

/** The card's status changes, newest first: from what to what, why, by whom and under which order. */
export function StatusHistoryCard({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardDetail');
  const [pageIndex, setPageIndex] = useState(1);
  const page = { pageIndex, pageSize };
  const history = useQuery({
    queryKey: callQueryKey(cardStatusRecordCall, { cardId }, page),
    queryFn: () => callApi(cardStatusRecordCall, { cardId }, page, { silentStatuses: inlineStatuses }),
  });
  const read = sectionRead(history, 4);
  const records = read.data?.rows ?? [];
  return (
    <Card size="small" title={t('history.title')}>
      {read.waiting ? (
        read.waiting
      ) : records.length === 0 ? (
        <Empty description={t('history.empty')} />
      ) : (
        <>
          <Timeline
            className="card-detail-timeline"
            items={records.map((record) => ({
              key: record.id,
              color: colourOf(record.toStatus),
              content: <RecordContent record={record} t={t} />,
            }))}
          />
          <Pagination
            size="small"
            align="end"
            current={pageIndex}
            pageSize={pageSize}
            total={read.data.total ?? records.length}
            hideOnSinglePage
            onChange={setPageIndex}
          />
        </>
      )}
    </Card>
  );
}
