import { Space, Tooltip, type DescriptionsProps, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { idDocumentType, realNameRefusal, realNameStatus, registrationSource } from '@simdesk/contract';
import type { RegistrationRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../components/codes/code-tag';
import {
  batchDetailPath,
  identifierCell,
  IdentifierLink,
  registrationDetailPath,
  ReviewDue,
  timeCell,
} from './real-name-cells';

/** Where a registration's ICCID leads: a page of it by its id, or nowhere (shown without a link). */
export type RegistrationPath = ((registrationId: number) => string) | false;

export interface RegistrationColumnOptions {
  /** Carrier staff see several companies: the company column tells them apart. */
  showCompany: boolean;
  /** The enterprise name opens its batch when the caller may open batches. */
  linkBatches: boolean;
  /** Where the ICCID leads; the registration's own page when absent. */
  registrationPath?: RegistrationPath;
}

/** The ICCID, opening the registration where the page says. */
function IccidCell({ registration, path }: { registration: RegistrationRow; path: RegistrationPath }) {
  if (path === false) return identifierCell(registration.iccid);
  return <IdentifierLink to={path(registration.id)}>{registration.iccid}</IdentifierLink>;
}

function DocumentCell({ registration }: { registration: RegistrationRow }) {
  return (
    <Space size={4}>
      <CodeTag table={idDocumentType} code={registration.documentType} />
      {identifierCell(registration.documentNumber)}
    </Space>
  );
}

/** The enterprise a card is registered to, opening its batch when asked to; nothing for a person's card. */
export function EnterpriseCell({
  registration,
  linkBatch,
}: {
  registration: RegistrationRow;
  linkBatch: boolean;
}) {
  const { enterpriseName, batchId } = registration;
  if (enterpriseName === null) return null;
  if (!linkBatch || batchId === null) return <>{enterpriseName}</>;
  return <Link to={batchDetailPath(batchId)}>{enterpriseName}</Link>;
}

/** The carrier's refusal: its code as a tag, its own words on hover. */
function RefusalCell({ registration }: { registration: RegistrationRow }) {
  if (registration.refusalCode === null) return null;
  const tag = <CodeTag table={realNameRefusal} code={registration.refusalCode} />;
  if (registration.refusalReason === null) return tag;
  return (
    <Tooltip title={registration.refusalReason}>
      <span>{tag}</span>
    </Tooltip>
  );
}

/** A real-name record as its last columns show it: when it was created, sent and answered, and where it sits. */
export interface TimedPlacedRecord {
  createdAt: string;
  submittedAt: string | null;
  completedAt: string | null;
  companyName: string;
  orgName: string | null;
}

/** Where a real-name record sits: its company (a column only carrier staff, who see several, need) and org. */
export function placeColumns<Row extends Pick<TimedPlacedRecord, 'companyName' | 'orgName'>>(
  t: TFunction,
  showCompany: boolean,
): TableColumnsType<Row> {
  const company = { key: 'company', title: t('realName:columns.company'), dataIndex: 'companyName' };
  return [
    ...(showCompany ? [company] : []),
    { key: 'org', title: t('realName:columns.org'), dataIndex: 'orgName' },
  ];
}

/** A real-name list's first column: the card, its ICCID opening the row's record, its MSISDN under it. */
export function cardColumn<Row extends { iccid: string; msisdn: string | null }>(
  t: TFunction,
  pathOf: (row: Row) => string,
): TableColumnsType<Row>[number] {
  return {
    key: 'card',
    title: t('realName:collecting.columns.card'),
    fixed: 'left',
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <IdentifierLink to={pathOf(row)}>{row.iccid}</IdentifierLink>
        {row.msisdn !== null && identifierCell(row.msisdn)}
      </Space>
    ),
  };
}

/** A real-name list's last columns: when created, sent and answered, the company (to carrier staff) and org. */
export function timesAndPlaceColumns<Row extends TimedPlacedRecord>(
  t: TFunction,
  showCompany: boolean,
): TableColumnsType<Row> {
  return [
    { key: 'createdAt', title: t('realName:columns.createdAt'), dataIndex: 'createdAt', render: timeCell },
    {
      key: 'submittedAt',
      title: t('realName:columns.submittedAt'),
      dataIndex: 'submittedAt',
      render: timeCell,
    },
    {
      key: 'completedAt',
      title: t('realName:columns.completedAt'),
      dataIndex: 'completedAt',
      render: timeCell,
    },
    ...placeColumns<Row>(t, showCompany),
  ];
}

/** A real-name record's last facts on its detail page: where it sits, when it was created, sent and answered. */
export function placeAndTimesFacts(
  t: TFunction,
  record: TimedPlacedRecord,
): NonNullable<DescriptionsProps['items']> {
  const none = t('common:none');
  return [
    { key: 'company', label: t('realName:columns.company'), children: record.companyName },
    { key: 'org', label: t('realName:columns.org'), children: record.orgName ?? none },
    { key: 'createdAt', label: t('realName:columns.createdAt'), children: timeCell(record.createdAt) },
    {
      key: 'submittedAt',
      label: t('realName:columns.submittedAt'),
      children: timeCell(record.submittedAt) || none,
    },
    {
      key: 'completedAt',
      label: t('realName:columns.completedAt'),
      children: timeCell(record.completedAt) || none,
    },
  ];
}

/**
 * The registration list's columns (the list pages and an enterprise batch's cards): the ICCID opens the
 * registration; personal data as the server masked it.
 */
export function registrationColumns(
  t: TFunction,
  options: RegistrationColumnOptions,
): TableColumnsType<RegistrationRow> {
  return [
    {
      key: 'iccid',
      title: t('realName:columns.iccid'),
      fixed: 'left',
      render: (_, registration) => (
        <IccidCell registration={registration} path={options.registrationPath ?? registrationDetailPath} />
      ),
    },
    { key: 'msisdn', title: t('realName:columns.msisdn'), dataIndex: 'msisdn', render: identifierCell },
    { key: 'vin', title: t('realName:columns.vin'), dataIndex: 'vin', render: identifierCell },
    { key: 'holderName', title: t('realName:columns.holderName'), dataIndex: 'holderName' },
    {
      key: 'document',
      title: t('realName:columns.document'),
      render: (_, registration) => <DocumentCell registration={registration} />,
    },
    {
      key: 'enterpriseName',
      title: t('realName:columns.enterpriseName'),
      render: (_, registration) => (
        <EnterpriseCell registration={registration} linkBatch={options.linkBatches} />
      ),
    },
    {
      key: 'registrationSource',
      title: t('realName:columns.registrationSource'),
      render: (_, registration) => (
        <CodeTag table={registrationSource} code={registration.registrationSource} />
      ),
    },
    {
      key: 'realNameStatus',
      title: t('realName:columns.realNameStatus'),
      render: (_, registration) => <CodeTag table={realNameStatus} code={registration.realNameStatus} />,
    },
    {
      key: 'refusal',
      title: t('realName:columns.refusal'),
      render: (_, registration) => <RefusalCell registration={registration} />,
    },
    {
      key: 'reviewDueAt',
      title: t('realName:columns.reviewDueAt'),
      render: (_, registration) =>
        registration.reviewDueAt !== null && <ReviewDue at={registration.reviewDueAt} />,
    },
    ...timesAndPlaceColumns<RegistrationRow>(t, options.showCompany),
  ];
}
