import { Space, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { idDocumentType, realNameRefusal, realNameStatus, registrationSource } from '@simdesk/contract';
import type { RegistrationRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../components/codes/code-tag';
import { batchDetailPath, identifierCell, RegistrationLink, ReviewDue, timeCell } from './real-name-cells';

export interface RegistrationColumnOptions {
  /** Carrier staff see several companies: the company column tells them apart. */
  showCompany: boolean;
  /** The enterprise name opens its batch when the caller may open batches. */
  linkBatches: boolean;
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

/**
 * The registration list's columns (the list page and an enterprise batch's cards): the ICCID opens the
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
        <RegistrationLink registrationId={registration.id} iccid={registration.iccid} />
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
    ...(options.showCompany
      ? [{ key: 'company', title: t('realName:columns.company'), dataIndex: 'companyName' }]
      : []),
    { key: 'org', title: t('realName:columns.org'), dataIndex: 'orgName' },
  ];
}
