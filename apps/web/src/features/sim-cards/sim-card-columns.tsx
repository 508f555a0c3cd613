import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  cardStatus,
  carrier,
  pathOfPage,
  realNameStatus,
  vehicleStatus,
  type EnglishTexts,
  type SimCardColumnKey,
  type SimCardRow,
} from '@simdesk/contract';
import { CodeTag } from '../../components/codes/code-tag';
import { CardTags } from './card-tags';
import { DisplayTime } from '../../components/display-time';

/** Shown until the operator chooses: the numbers, status and where the card is. */
export const defaultSimCardColumns: readonly SimCardColumnKey[] = [
  'iccid',
  'msisdn',
  'imsi',
  'cardStatus',
  'realNameStatus',
  'company',
  'org',
  'vin',
  'activatedAt',
  'dataUsedMonth',
  'tags',
  'remark',
];

const date = (value: string | null) => (value === null ? '' : <DisplayTime value={value} />);
const mono = (value: string | null) => (
  <Typography.Text className="sim-card-number">{value ?? ''}</Typography.Text>
);

function megabytes(kilobytes: number): string {
  return `${(kilobytes / 1024).toFixed(kilobytes >= 1024 * 100 ? 0 : 2)} MB`;
}

/** Every column of the list, by key. */
export function simCardColumns(t: TFunction): Record<SimCardColumnKey, TableColumnsType<SimCardRow>[number]> {
  const title = (key: keyof EnglishTexts['cards']['columns']) => t(`cards:columns.${key}`);
  return {
    iccid: {
      title: title('iccid'),
      dataIndex: 'iccid',
      fixed: 'left',
      // The way into the card's detail page.
      render: (_, card) => (
        <Link className="sim-card-number" to={pathOfPage('cardDetail', {}, { cardId: card.id })}>
          {card.iccid}
        </Link>
      ),
    },
    msisdn: { title: title('msisdn'), dataIndex: 'msisdn', render: mono },
    imsi: { title: title('imsi'), dataIndex: 'imsi', render: mono },
    cardStatus: {
      title: title('cardStatus'),
      dataIndex: 'cardStatus',
      render: (_, card) => <CodeTag table={cardStatus} code={card.cardStatus} />,
    },
    realNameStatus: {
      title: title('realNameStatus'),
      dataIndex: 'realNameStatus',
      render: (_, card) => <CodeTag table={realNameStatus} code={card.realNameStatus} />,
    },
    carrier: {
      title: title('carrier'),
      dataIndex: 'carrier',
      render: (_, card) => t(carrier.labelKeyOf(card.carrier)),
    },
    company: { title: title('company'), dataIndex: 'companyName' },
    org: { title: title('org'), dataIndex: 'orgName' },
    imei: { title: title('imei'), dataIndex: 'imei', render: mono },
    vin: { title: title('vin'), dataIndex: 'vin', render: mono },
    vehicleStatus: {
      title: title('vehicleStatus'),
      dataIndex: 'vehicleStatus',
      render: (_, card) =>
        card.vehicleStatus === null ? '' : t(vehicleStatus.labelKeyOf(card.vehicleStatus)),
    },
    ratePlan: { title: title('ratePlan'), dataIndex: 'ratePlan' },
    activatedAt: { title: title('activatedAt'), dataIndex: 'activatedAt', render: date },
    openedAt: { title: title('openedAt'), dataIndex: 'openedAt', render: date },
    dataUsedMonth: {
      title: title('dataUsedMonth'),
      dataIndex: 'dataUsedMonthKilobytes',
      align: 'right',
      render: (_, card) => megabytes(card.dataUsedMonthKilobytes),
    },
    tags: {
      title: title('tags'),
      dataIndex: 'tags',
      render: (_, card) => <CardTags tags={card.tags} />,
    },
    remark: { title: title('remark'), dataIndex: 'remark', ellipsis: true, width: 180 },
  };
}
