import type { ReactNode } from 'react';
import { Card, Statistic } from 'antd';
import {
  AlertOutlined,
  CreditCardOutlined,
  LineChartOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardStatus, formatCount, formatFlow, type DashboardSummaryRow } from '@simdesk/contract';

interface Figure {
  key: string;
  icon: ReactNode;
  title: string;
  value: number;
  precision?: number;
  suffix?: string;
  note?: string;
}

/** A count as a figure, in 万 and 亿 (×10K, ×100M) once it reaches them. */
function countFigure(count: number, t: TFunction): Pick<Figure, 'value' | 'precision' | 'suffix'> {
  const { value, unitKey } = formatCount(count);
  return unitKey === null ? { value } : { value, precision: 2, suffix: t(unitKey) };
}

function figuresOf(summary: DashboardSummaryRow, t: TFunction): Figure[] {
  const { cards, alarms, tasks } = summary;
  const activated = cards.byStatus.find((entry) => entry.status === cardStatus.byName.activated)?.count ?? 0;
  const activations = cards.daily.reduce((sum, day) => sum + day.activations, 0);
  const usage = formatFlow(cards.daily.reduce((sum, day) => sum + day.usageKilobytes, 0));
  const figures: Figure[] = [
    {
      key: 'cards',
      icon: <CreditCardOutlined />,
      title: t('home:dashboard.stats.cards'),
      ...countFigure(cards.total, t),
      note: t('home:dashboard.stats.activatedNote', { count: activated }),
    },
    {
      key: 'activations',
      icon: <ThunderboltOutlined />,
      title: t('home:dashboard.stats.activations'),
      ...countFigure(activations, t),
      note: t('home:dashboard.stats.last30Days'),
    },
    {
      key: 'usage',
      icon: <LineChartOutlined />,
      title: t('home:dashboard.stats.usage'),
      value: usage.value,
      precision: 2,
      suffix: t(usage.unitKey),
      note: t('home:dashboard.stats.last30Days'),
    },
  ];
  if (alarms !== null) {
    figures.push({
      key: 'alarms',
      icon: <AlertOutlined />,
      title: t('home:dashboard.stats.alarms'),
      ...countFigure(alarms.total, t),
      note: t('home:dashboard.stats.alarmsNote'),
    });
  }
  if (tasks !== null) {
    const finished = tasks.succeeded + tasks.failed + tasks.partlyFailed + tasks.cancelled;
    figures.push({
      key: 'tasks',
      icon: <UnorderedListOutlined />,
      title: t('home:dashboard.stats.runningTasks'),
      ...countFigure(tasks.running, t),
      note: t('home:dashboard.stats.finishedNote', {
        count: finished,
        failed: tasks.failed + tasks.partlyFailed,
      }),
    });
  }
  return figures;
}

/** The overview's figures as statistic cards; placeholders of the same shape while they load. */
export function OverviewStatistics({ summary }: { summary: DashboardSummaryRow | undefined }) {
  const { t } = useTranslation();
  if (summary === undefined) {
    return (
      <div className="dashboard-statistics" aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} variant="borderless" loading className="dashboard-statistic" />
        ))}
      </div>
    );
  }
  return (
    <div className="dashboard-statistics">
      {figuresOf(summary, t).map((figure) => (
        <Card
          key={figure.key}
          variant="borderless"
          className="dashboard-statistic"
          data-testid={`statistic-${figure.key}`}
        >
          <span
            className={`icon-tile dashboard-statistic-icon dashboard-statistic-icon-${figure.key}`}
            aria-hidden="true"
          >
            {figure.icon}
          </span>
          <Statistic
            title={figure.title}
            value={figure.value}
            precision={figure.precision}
            suffix={figure.suffix}
          />
          {figure.note !== undefined && <p className="dashboard-statistic-note">{figure.note}</p>}
        </Card>
      ))}
    </div>
  );
}
