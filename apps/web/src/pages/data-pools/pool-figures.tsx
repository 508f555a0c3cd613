import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFlow } from '@simdesk/contract';
import type { DataPoolRow } from '@simdesk/contract/modules/data-pools';
import { formatDisplayTime } from '../../components/display-time';

/** Past this share of the quota the bar warns, and at the quota it is red. */
const warningPercent = 80;

/** The pool's use of its quota as a bar, with used of quota beside it. */
export function PoolUsageBar({ pool }: { pool: Pick<DataPoolRow, 'usedKb' | 'quotaKb' | 'usedPercent'> }) {
  const { t } = useTranslation('dataPools');
  const status = pool.usedPercent >= 100 ? 'exception' : 'normal';
  return (
    <div className="data-pool-usage">
      <Progress
        aria-label={t('fields.usage')}
        percent={Math.min(100, pool.usedPercent)}
        status={status}
        strokeColor={pool.usedPercent >= warningPercent && pool.usedPercent < 100 ? '#faad14' : undefined}
        format={() => `${pool.usedPercent}%`}
        size="small"
      />
      <Typography.Text type="secondary">
        {formatFlow(pool.usedKb).text} / {formatFlow(pool.quotaKb).text}
      </Typography.Text>
    </div>
  );
}

/** "as of" a time: when the console read the carrier's figure. */
export function AsOf({ time }: { time: string }) {
  const { t } = useTranslation('dataPools');
  return (
    <Typography.Text type="secondary" className="data-pool-as-of">
      {t('asOf', { time: formatDisplayTime(time) })}
    </Typography.Text>
  );
}
