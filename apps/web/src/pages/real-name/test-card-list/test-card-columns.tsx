import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { TestCardRow } from '@simdesk/contract/modules/real-name';
import { identifierCell, timeCell } from '../../../features/real-name/real-name-cells';
import { placeColumns } from '../../../features/real-name/registration-columns';
import { EndTestLinkButton } from './end-test-buttons';

/** The testable cards' columns: the card and its vehicle, where it is, and who tests it since when. */
export function testCardColumns(t: TFunction, showCompany: boolean): TableColumnsType<TestCardRow> {
  return [
    {
      key: 'iccid',
      title: t('realName:columns.iccid'),
      dataIndex: 'iccid',
      fixed: 'left',
      render: identifierCell,
    },
    { key: 'msisdn', title: t('realName:columns.msisdn'), dataIndex: 'msisdn', render: identifierCell },
    { key: 'vin', title: t('realName:columns.vin'), dataIndex: 'vin', render: identifierCell },
    ...placeColumns<TestCardRow>(t, showCompany),
    {
      key: 'tester',
      title: t('realNameTesting:records.tester'),
      render: (_, card) => card.testerName ?? t('realNameTesting:tester.idle'),
    },
    {
      key: 'testStartedAt',
      title: t('realNameTesting:cards.testingSince'),
      dataIndex: 'testStartedAt',
      render: timeCell,
    },
    {
      key: 'actions',
      title: t('realNameTesting:testers.actions'),
      fixed: 'right',
      render: (_, card) => card.testRegistrationId !== null && <EndTestLinkButton iccid={card.iccid} />,
    },
  ];
}
