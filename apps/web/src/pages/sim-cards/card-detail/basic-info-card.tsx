import { Card, Descriptions, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  carrier,
  formatFlow,
  pathOfPage,
  realNameStatus,
  vehicleStatus,
  type CardDetailRow,
  type EnglishTexts,
} from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { CardTags } from '../../../features/sim-cards/card-tags';
import { formatDisplayTime } from '../../../components/display-time';

const number = (value: string | null) =>
  value === null ? null : <Typography.Text className="sim-card-number">{value}</Typography.Text>;

/** An instant in the console's date format; null stays empty. */
export function dateText(value: string | null): string | null {
  return value === null ? null : formatDisplayTime(value);
}

/** What the console keeps about the card: numbers shown in full, dates, where it is, tags and remark. */
export function BasicInfoCard({ card }: { card: CardDetailRow }) {
  const { t } = useTranslation(['cardDetail', 'common', 'cards', 'codes']);
  const none = t('common:none');
  const column = (key: keyof EnglishTexts['cards']['columns']) => t(`cards:columns.${key}`);
  const items: DescriptionsProps['items'] = [
    { key: 'iccid', label: column('iccid'), children: number(card.iccid) },
    { key: 'msisdn', label: column('msisdn'), children: number(card.msisdn) },
    { key: 'imsi', label: column('imsi'), children: number(card.imsi) },
    { key: 'imei', label: t('basic.imei'), children: number(card.imei) },
    { key: 'carrier', label: column('carrier'), children: t(carrier.labelKeyOf(card.carrier)) },
    { key: 'carrierAccount', label: t('header.carrierAccount'), children: card.carrierAccountName },
    { key: 'company', label: column('company'), children: card.companyName },
    { key: 'org', label: column('org'), children: card.orgName },
    { key: 'ratePlan', label: column('ratePlan'), children: card.ratePlan },
    {
      key: 'realNameStatus',
      label: column('realNameStatus'),
      children: <CodeTag table={realNameStatus} code={card.realNameStatus} />,
    },
    { key: 'openedAt', label: column('openedAt'), children: dateText(card.openedAt) },
    { key: 'activatedAt', label: column('activatedAt'), children: dateText(card.activatedAt) },
    { key: 'statusChangedAt', label: t('basic.statusChangedAt'), children: dateText(card.statusChangedAt) },
    {
      key: 'dataUsedMonth',
      label: column('dataUsedMonth'),
      children: formatFlow(card.dataUsedMonthKilobytes).text,
    },
    {
      key: 'vin',
      label: column('vin'),
      children:
        card.vin === null ? null : (
          <Link className="sim-card-number" to={pathOfPage('simCardVehicleDetail', {}, { vin: card.vin })}>
            {card.vin}
          </Link>
        ),
    },
    {
      key: 'vehicleStatus',
      label: column('vehicleStatus'),
      children: card.vehicleStatus === null ? null : t(vehicleStatus.labelKeyOf(card.vehicleStatus)),
    },
    {
      key: 'tags',
      label: column('tags'),
      children: card.tags.length === 0 ? null : <CardTags tags={card.tags} />,
    },
    { key: 'remark', label: column('remark'), children: card.remark },
    { key: 'updatedAt', label: t('basic.updatedAt'), children: dateText(card.updatedAt) },
  ].map((item) => ({ ...item, children: item.children ?? none }));
  return (
    <Card size="small" title={t('basic.title')}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}
