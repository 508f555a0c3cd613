import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplayTime } from '../../components/display-time';

/** "as of <time>" under a carrier figure: when the carrier was last asked about it. */
export function AsOfNote({ checkedAt }: { checkedAt: string | null }) {
  const { t } = useTranslation('enhancedNetwork');
  if (checkedAt === null) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {t('remoteControl.asOf', { time: formatDisplayTime(checkedAt) })}
    </Typography.Text>
  );
}
