import { Badge, Descriptions, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardSessionCall, formatDuration, type CardSessionRow } from '@simdesk/contract';
import { dateText } from './basic-info-card';
import { CarrierAnswerCard } from './carrier-answer-card';
import { useCardQuery } from './use-card-query';

function sessionItems(session: CardSessionRow, t: TFunction<['cardDetail', 'common', 'rules']>) {
  const none = t('common:none');
  const duration =
    session.durationSeconds === null ? null : formatDuration(session.durationSeconds * 1000, 1);
  const items: DescriptionsProps['items'] = [
    {
      key: 'online',
      label: t('session.state'),
      children: (
        <Badge
          status={session.online ? 'success' : 'default'}
          text={t(session.online ? 'session.online' : 'session.offline')}
        />
      ),
    },
    { key: 'ipAddress', label: t('session.ipAddress'), children: session.ipAddress ?? none },
    { key: 'apn', label: t('session.apn'), children: session.apn ?? none },
    { key: 'rat', label: t('session.rat'), children: session.rat ?? none },
    { key: 'startedAt', label: t('session.startedAt'), children: dateText(session.sessionStartedAt) ?? none },
    {
      key: 'duration',
      label: t('session.duration'),
      children: duration === null ? none : `${duration.value} ${t(duration.unitKey)}`,
    },
    {
      key: 'roaming',
      label: t('session.roaming'),
      children: session.roaming
        ? t('session.roamingIn', { country: session.visitedCountry ?? none })
        : t('session.homeNetwork'),
    },
  ];
  return items;
}

/** Whether the card is online now, with what address, on which APN and network, and for how long. */
export function SessionCard({ cardId }: { cardId: number }) {
  const { t } = useTranslation(['cardDetail', 'common', 'rules']);
  return (
    <CarrierAnswerCard
      title={t('session.title')}
      query={useCardQuery(cardSessionCall, cardId)}
      skeletonRows={3}
    >
      {(session) => <Descriptions size="small" column={1} items={sessionItems(session, t)} />}
    </CarrierAnswerCard>
  );
}
