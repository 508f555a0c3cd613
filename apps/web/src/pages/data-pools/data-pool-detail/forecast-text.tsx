import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFlow } from '@simdesk/contract';
import type { DataPoolForecast } from '@simdesk/contract/modules/data-pools';

/** The day the pool runs out (that it is used up, or lasts the cycle), and what the rate is based on. */
export function ForecastText({ forecast }: { forecast: DataPoolForecast }) {
  const { t } = useTranslation('dataPools');
  if (forecast.basisDays === 0)
    return <Typography.Text type="secondary">{t('detail.noForecast')}</Typography.Text>;
  const usedUp = forecast.remainingKb === 0;
  const verdict = usedUp
    ? t('detail.usedUp')
    : forecast.runsOutOn !== null && forecast.runsOutThisCycle
      ? t('detail.runsOutOn', { date: forecast.runsOutOn })
      : t('detail.lastsTheCycle');
  return (
    <div>
      <Typography.Text strong type={usedUp || forecast.runsOutThisCycle ? 'danger' : undefined}>
        {verdict}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {t('detail.forecastBasis', {
          rate: formatFlow(forecast.dailyRateKb).text,
          days: forecast.basisDays,
          from: forecast.basisFrom,
          to: forecast.basisTo,
        })}
      </Typography.Text>
    </div>
  );
}
