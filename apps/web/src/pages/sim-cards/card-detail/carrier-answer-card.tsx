import type { ReactNode } from 'react';
import { Button, Card, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dateText } from './basic-info-card';
import { sectionRead } from './section-problem';

/**
 * A section the carrier answers live: its answer with when it was asked, and a button to ask again (a session
 * or a terminal changes by the minute, so the operator decides when to look again).
 */
export function CarrierAnswerCard<Data extends { askedAt: string }>({
  title,
  query,
  skeletonRows,
  children,
}: {
  title: string;
  query: UseQueryResult<Data>;
  skeletonRows: number;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('cardDetail');
  const read = sectionRead(query, skeletonRows);
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('session.askAgain')}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        />
      }
    >
      {read.waiting ?? (
        <>
          {children(read.data)}
          <Typography.Text type="secondary" className="card-detail-asked">
            {t('askedAt', { time: dateText(read.data.askedAt) })}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}
