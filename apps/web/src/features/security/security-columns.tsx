import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { pathOfPage, type EnglishTexts } from '@simdesk/contract';
import { DisplayTime } from '../../components/display-time';
import './security-columns.css';

/** A row of either security list: a card, where it sits. */
interface CardPlacedRow {
  cardId: number;
  iccid: string;
  msisdn: string | null;
  companyName: string;
  orgName: string | null;
}

type SecurityColumnKey = keyof EnglishTexts['security']['columns'];

/** A column title of the security texts. */
export function securityTitle(t: TFunction, key: SecurityColumnKey): string {
  return t(`security:columns.${key}`);
}

/** A time as the lists show it; empty when there is none. */
export const timeCell = (value: string | null) => (value === null ? '' : <DisplayTime value={value} />);

/** An IMEI or number in the list's monospaced style. */
export const numberCell = (value: string | null) => (
  <Typography.Text className="security-number">{value ?? ''}</Typography.Text>
);

/** The card (ICCID linking to its detail page), its MSISDN, company (for carrier staff) and org. */
export function cardPlacedColumns<Row extends CardPlacedRow>(
  t: TFunction,
  showCompany: boolean,
): TableColumnsType<Row> {
  return [
    {
      key: 'iccid',
      title: securityTitle(t, 'iccid'),
      fixed: 'left',
      render: (_, row) => (
        <Link className="security-number" to={pathOfPage('cardDetail', {}, { cardId: row.cardId })}>
          {row.iccid}
        </Link>
      ),
    },
    { key: 'msisdn', title: securityTitle(t, 'msisdn'), dataIndex: 'msisdn', render: numberCell },
    ...(showCompany
      ? [{ key: 'company', title: securityTitle(t, 'company'), dataIndex: 'companyName' }]
      : []),
    { key: 'org', title: securityTitle(t, 'org'), dataIndex: 'orgName' },
  ];
}
