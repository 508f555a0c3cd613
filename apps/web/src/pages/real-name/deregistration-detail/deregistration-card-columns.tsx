import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { deregistrationStatus } from '@simdesk/contract';
import type { DeregistrationCardRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { identifierCell, RegistrationLink, timeCell } from '../../../features/real-name/real-name-cells';

/**
 * A deregistration's cards: the ICCID opens the registration it cancels when the caller may open
 * registrations; the holder as the server masked it; the carrier's order and answer.
 */
export function deregistrationCardColumns(
  t: TFunction,
  linkRegistrations: boolean,
): TableColumnsType<DeregistrationCardRow> {
  return [
    {
      key: 'iccid',
      title: t('realName:columns.iccid'),
      fixed: 'left',
      render: (_, card) =>
        linkRegistrations ? (
          <RegistrationLink registrationId={card.registrationId} iccid={card.iccid} />
        ) : (
          identifierCell(card.iccid)
        ),
    },
    { key: 'msisdn', title: t('realName:columns.msisdn'), dataIndex: 'msisdn', render: identifierCell },
    { key: 'vin', title: t('realName:columns.vin'), dataIndex: 'vin', render: identifierCell },
    { key: 'holderName', title: t('realNameDeregistration:cards.holderName'), dataIndex: 'holderName' },
    {
      key: 'status',
      title: t('realNameDeregistration:cards.status'),
      render: (_, card) => <CodeTag table={deregistrationStatus} code={card.status} />,
    },
    {
      key: 'carrierOrderNumber',
      title: t('realNameDeregistration:cards.carrierOrderNumber'),
      dataIndex: 'carrierOrderNumber',
      render: identifierCell,
    },
    {
      key: 'refusalReason',
      title: t('realNameDeregistration:cards.refusalReason'),
      dataIndex: 'refusalReason',
    },
    {
      key: 'submittedAt',
      title: t('realNameDeregistration:cards.submittedAt'),
      dataIndex: 'submittedAt',
      render: timeCell,
    },
    {
      key: 'completedAt',
      title: t('realNameDeregistration:cards.completedAt'),
      dataIndex: 'completedAt',
      render: timeCell,
    },
  ];
}
