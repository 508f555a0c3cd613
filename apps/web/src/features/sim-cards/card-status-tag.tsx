import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardStatus, realNameStatus, type CardStatusCode, type RealNameStatusCode } from '@simdesk/contract';

const statusColours: Readonly<Record<CardStatusCode, string>> = {
  1: 'gold',
  2: 'success',
  4: 'warning',
  6: 'cyan',
  7: 'default',
  8: 'orange',
  9: 'error',
};

const realNameColours: Readonly<Record<RealNameStatusCode, string>> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'default',
  4: 'error',
};

/** A card's status as the code table names it, coloured: live green, paused amber, gone red. */
export function CardStatusTag({ status }: { status: CardStatusCode }) {
  const { t } = useTranslation();
  return <Tag color={statusColours[status]}>{t(cardStatus.labelKeyOf(status))}</Tag>;
}

export function RealNameStatusTag({ status }: { status: RealNameStatusCode }) {
  const { t } = useTranslation();
  return <Tag color={realNameColours[status]}>{t(realNameStatus.labelKeyOf(status))}</Tag>;
}
