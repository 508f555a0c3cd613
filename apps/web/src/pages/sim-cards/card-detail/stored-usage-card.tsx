import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Card, DatePicker, Empty, Segmented, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addCarrierDays,
  carrierDayOf,
  cardUsageDailyCall,
  formatFlow,
  maximumUsageRangeDays,
  type CallObj,
  type StoredUsageDayRow,
} from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { LazyChart } from '../../../components/charts/lazy-chart';
import { dateText } from './basic-info-card';
import { sectionRead } from './section-problem';
import { storedUsageMetrics, storedUsageOption, type StoredUsageMetric } from './stored-usage-option';
import { inlineStatuses } from './use-card-query';
import { usageTotalsText } from './usage-totals';

const defaultRangeDays = 30;
const dayFormat = 'YYYY-MM-DD';

/** The last 30 carrier days up to today, the range a person most often wants first. */
function defaultRange(): { from: string; to: string } {
  const today = carrierDayOf(new Date());
  return { from: addCarrierDays(today, 1 - defaultRangeDays), to: today };
}

/** A range picker's day that would make the range longer than one read may cover, or lie in the future. */
function outOfRange(current: Dayjs, from: Dayjs | undefined): boolean {
  if (current.isAfter(dayjs(carrierDayOf(new Date())), 'day')) return true;
  return from !== undefined && Math.abs(current.diff(from, 'day')) >= maximumUsageRangeDays;
}

function useStoredUsage(obj: CallObj<typeof cardUsageDailyCall>) {
  return useQuery({
    queryKey: callQueryKey(cardUsageDailyCall, obj),
    queryFn: async () =>
      (await callApi(cardUsageDailyCall, obj, undefined, { silentStatuses: inlineStatuses })).rows,
  });
}

function StoredUsageFigures({ rows }: { rows: readonly StoredUsageDayRow[] }) {
  const { t } = useTranslation('cardDetail');
  return (
    <Table<StoredUsageDayRow>
      size="small"
      rowKey="day"
      dataSource={[...rows].reverse()}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: t('storedUsage.day'), dataIndex: 'day' },
        {
          title: t('usage.data'),
          dataIndex: 'dataKilobytes',
          align: 'right',
          render: (kilobytes: number) => formatFlow(kilobytes).text,
        },
        { title: t('storedUsage.sms'), dataIndex: 'smsCount', align: 'right' },
        { title: t('storedUsage.voice'), dataIndex: 'voiceMinutes', align: 'right' },
        {
          title: t('storedUsage.complete'),
          dataIndex: 'complete',
          render: (complete: boolean) => t(complete ? 'storedUsage.final' : 'storedUsage.running'),
        },
        {
          title: t('storedUsage.syncedAt'),
          dataIndex: 'syncedAt',
          render: (syncedAt: string) => dateText(syncedAt),
        },
      ]}
    />
  );
}

/**
 * The daily usage the usage sync stored for the card, over a range the operator picks (at most
 * maximumUsageRangeDays): one figure charted at a time, with the totals and every day's figures below.
 */
export function StoredUsageCard({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardDetail');
  const [range, setRange] = useState(defaultRange);
  const [metric, setMetric] = useState<StoredUsageMetric>('data');
  const stored = sectionRead(useStoredUsage({ cardId, ...range }), 6);
  const title = t('storedUsage.title');
  const picker = (
    <DatePicker.RangePicker
      aria-label={t('storedUsage.range')}
      allowClear={false}
      value={[dayjs(range.from), dayjs(range.to)]}
      disabledDate={(current, { from }) => outOfRange(current, from)}
      onChange={(picked) => {
        const [from, to] = picked ?? [];
        if (from && to) setRange({ from: from.format(dayFormat), to: to.format(dayFormat) });
      }}
    />
  );
  return (
    <Card size="small" title={title} extra={picker} className="card-detail-wide stored-usage-card">
      {stored.waiting ?? (
        <StoredUsageBody range={range} rows={stored.data} metric={metric} onMetric={setMetric} />
      )}
    </Card>
  );
}

function StoredUsageBody({
  range,
  rows,
  metric,
  onMetric,
}: {
  range: { from: string; to: string };
  rows: readonly StoredUsageDayRow[];
  metric: StoredUsageMetric;
  onMetric: (metric: StoredUsageMetric) => void;
}) {
  const { t } = useTranslation('cardDetail');
  if (rows.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('storedUsage.empty')} />;
  }
  const option = storedUsageOption(range, rows, metric, {
    seriesName: t(`storedUsage.metric.${metric}`),
    smsUnit: t('storedUsage.smsUnit'),
    voiceUnit: t('storedUsage.voiceUnit'),
  });
  return (
    <Space orientation="vertical" size={8} className="stored-usage-body">
      <Space wrap className="stored-usage-summary">
        <Segmented<StoredUsageMetric>
          value={metric}
          onChange={onMetric}
          options={storedUsageMetrics.map((value) => ({ value, label: t(`storedUsage.metric.${value}`) }))}
        />
        <Typography.Text>{usageTotalsText(rows, t)}</Typography.Text>
        <Typography.Text type="secondary">
          {t('storedUsage.coverage', { stored: rows.length, days: rangeDays(range) })}
        </Typography.Text>
      </Space>
      <LazyChart option={option} label={t('storedUsage.chartLabel', { from: range.from, to: range.to })} />
      <StoredUsageFigures rows={rows} />
    </Space>
  );
}

function rangeDays(range: { from: string; to: string }): number {
  return dayjs(range.to).diff(dayjs(range.from), 'day') + 1;
}
