import type { ReactNode } from 'react';
import { Card, Descriptions, Space, Typography, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { pathOfPage } from '@simdesk/contract';
import { useBackToList } from './back-to-list';
import './record-detail-page.css';

export interface RecordSummaryCardProps {
  /** The record's name, the card's heading. */
  name: string;
  /** A name that is an identifier (an ICCID, a VIN): monospaced, and copied with one click. */
  nameIsIdentifier?: boolean;
  /** Beside the name: where the record stands (a status tag). */
  status: ReactNode;
  /** The record's own actions, before the way back (the one its detail page's frame declares). */
  actions?: ReactNode;
  facts: DescriptionsProps['items'];
  /** How many facts a row holds on a wide screen. */
  factsPerRow?: number;
}

/** The head of a detail page: the record's name and state, its actions and the way back, then its facts. */
export function RecordSummaryCard({
  name,
  nameIsIdentifier = false,
  status,
  actions,
  facts,
  factsPerRow = 3,
}: RecordSummaryCardProps) {
  const back = useBackToList();
  return (
    <Card
      size="small"
      title={
        <Space>
          <Typography.Title
            level={4}
            className={nameIsIdentifier ? 'record-summary-identifier' : undefined}
            style={{ margin: 0 }}
            copyable={nameIsIdentifier}
          >
            {name}
          </Typography.Title>
          {status}
        </Space>
      }
      extra={
        <Space wrap>
          {actions}
          {back && <Link to={pathOfPage(back.listPage)}>{back.text}</Link>}
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: factsPerRow }} items={facts} />
    </Card>
  );
}
