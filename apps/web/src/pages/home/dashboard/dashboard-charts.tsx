import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardStatus, messageType, type DashboardSummaryRow } from '@simdesk/contract';
import { alarmTypeOption, cardStatusOption, dailyActivityOption } from './chart-options';
import { ChartView } from '../../../components/charts/chart-view';

function ChartCard({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      variant="borderless"
      size="small"
      className={wide ? 'dashboard-chart dashboard-chart-wide' : 'dashboard-chart'}
    >
      {children}
    </Card>
  );
}

function ChartEmpty({ text, detail }: { text: string; detail?: string }) {
  return (
    <Empty
      className="dashboard-chart-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <span className="dashboard-chart-empty-title">{text}</span>
          {detail !== undefined && <span className="dashboard-chart-empty-detail">{detail}</span>}
        </>
      }
    />
  );
}

/** The overview's charts: a chunk of its own, so the figures show before ECharts has loaded. */
export function DashboardCharts({ summary }: { summary: DashboardSummaryRow }) {
  const { t } = useTranslation();
  const { cards, alarms } = summary;
  const active = cards.daily.some((day) => day.activations > 0 || day.usageKilobytes > 0);
  return (
    <div className="dashboard-charts">
      <ChartCard title={t('home:dashboard.charts.cardStatus')}>
        {cards.total === 0 ? (
          <ChartEmpty text={t('home:dashboard.empty.cards')} detail={t('home:dashboard.empty.cardsText')} />
        ) : (
          <ChartView
            label={t('home:dashboard.charts.cardStatus')}
            option={cardStatusOption(cards, (status) => t(cardStatus.labelKeyOf(status)))}
          />
        )}
      </ChartCard>
      <ChartCard title={t('home:dashboard.charts.activity')} wide>
        {active ? (
          <ChartView
            label={t('home:dashboard.charts.activity')}
            option={dailyActivityOption(cards.daily, {
              activations: t('home:dashboard.charts.activations'),
              usage: t('home:dashboard.charts.usage'),
            })}
          />
        ) : (
          <ChartEmpty text={t('home:dashboard.empty.activity')} />
        )}
      </ChartCard>
      {alarms !== null && (
        <ChartCard title={t('home:dashboard.charts.alarms')}>
          {alarms.total === 0 ? (
            <ChartEmpty text={t('home:dashboard.empty.alarms')} />
          ) : (
            <ChartView
              label={t('home:dashboard.charts.alarms')}
              option={alarmTypeOption(alarms, (code) =>
                messageType.has(code) ? t(messageType.labelKeyOf(code)) : String(code),
              )}
            />
          )}
        </ChartCard>
      )}
    </div>
  );
}
