import { useMemo, useState } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardDetailCall } from '@simdesk/contract';
import { BackToListResult } from '../../../components/detail-page/back-to-list-result';
import { usePageContext } from '../../../routing/page-context';
import { BasicInfoCard } from './basic-info-card';
import { CardDetailHeader } from './card-detail-header';
import { problemKeyOf } from './section-problem';
import { RealNameCard } from './real-name-card';
import { ServicesPanel } from './services-panel';
import { SessionCard } from './session-card';
import { StatusHistoryCard } from './status-history-card';
import { UsagePanel } from './usage-panel';
import { useCardQuery } from './use-card-query';
import { VehicleStateCard } from './vehicle-state-card';
import './card-detail-page.css';

const tabKeys = ['overview', 'usage', 'services', 'history'] as const;
type TabKey = (typeof tabKeys)[number];

/** The card and the tab the address names: ?cardId=123&tab=usage. */
export function readCardAddress(search: string): { cardId: number | undefined; tab: TabKey } {
  const query = new URLSearchParams(search);
  const cardId = Number(query.get('cardId'));
  const tab = tabKeys.find((key) => key === query.get('tab')) ?? 'overview';
  return { cardId: Number.isSafeInteger(cardId) && cardId > 0 ? cardId : undefined, tab };
}

/**
 * /vehicleCard/cardLink/simCardManagement/simCardList/cardDetail?cardId=…: everything about one card. The
 * console's own data shows at once; each part the carrier answers loads (or fails) on its own.
 */
export function CardDetailPage() {
  const { t } = useTranslation('cardDetail');
  const { search } = usePageContext();
  const address = useMemo(() => readCardAddress(search), [search]);
  const [tab, setTab] = useState<TabKey>(address.tab);
  const { cardId } = address;
  const detail = useCardQuery(cardDetailCall, cardId);

  const back = { listPage: 'simCardList', text: t('backToList') } as const;
  if (cardId === undefined) return <BackToListResult title={t('noCard')} back={back} />;
  if (detail.isError) {
    const missing = problemKeyOf(detail.error) === 'cardGone';
    return (
      <BackToListResult
        title={t(missing ? 'notFound.title' : 'problem.other')}
        subTitle={t('notFound.hint')}
        back={back}
      />
    );
  }
  const card = detail.data;
  if (card === undefined) return <Card loading />;

  const items = [
    {
      key: 'overview',
      label: t('tabs.overview'),
      children: (
        <div className="card-detail-overview">
          <BasicInfoCard card={card} />
          <div className="card-detail-side">
            <SessionCard cardId={card.id} />
            <VehicleStateCard cardId={card.id} />
            <RealNameCard cardId={card.id} />
          </div>
        </div>
      ),
    },
    { key: 'usage', label: t('tabs.usage'), children: <UsagePanel cardId={card.id} /> },
    { key: 'services', label: t('tabs.services'), children: <ServicesPanel cardId={card.id} /> },
    { key: 'history', label: t('tabs.history'), children: <StatusHistoryCard cardId={card.id} /> },
  ];
  return (
    <div className="card-detail-page">
      <CardDetailHeader card={card} />
      <Card size="small">
        <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} items={items} />
      </Card>
    </div>
  );
}
