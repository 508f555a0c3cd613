import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pathOfPage, testRegistrationStatus } from '@simdesk/contract';
import type { TesterRow, TestRecordRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../components/codes/code-tag';
import type { BackToList } from '../../components/detail-page/back-to-list';
import type { MissingRecordTexts } from '../../components/detail-page/record-detail-frame';
import { TwoLines } from '../../features/real-name/batch-origin';
import { identifierCell, timeCell } from '../../features/real-name/real-name-cells';
import { placeColumns } from '../../features/real-name/registration-columns';

// What the testing pages show alike: a tester's work now, and test registrations.

/** The address of a tester's detail page. */
export const testerDetailPath = (testerId: number) =>
  pathOfPage('testerManagementDetail', {}, { id: testerId });

/** The address of a tester's edit form. */
export const testerEditPath = (testerId: number) => pathOfPage('testerManagementEdit', {}, { id: testerId });

/** What a tester's detail and edit pages say when they have no tester, and their way back to the list. */
export function useTesterFrameTexts(): { missing: MissingRecordTexts; back: BackToList } {
  const { t } = useTranslation();
  return {
    missing: {
      noRecord: t('realNameTesting:detail.noTester'),
      notFound: t('realNameTesting:detail.notFound'),
      notFoundHint: t('realNameTesting:detail.notFoundHint'),
    },
    back: { listPage: 'testerManagement', text: t('realNameTesting:form.backToList') },
  };
}

/** "Testing 3 cards" while the tester tests some, else "Idle". */
export function TesterWorkTag({ tester }: { tester: Pick<TesterRow, 'cardsUnderTest'> }) {
  const { t } = useTranslation();
  const number = tester.cardsUnderTest;
  if (number === 0) return <Tag>{t('realNameTesting:tester.idle')}</Tag>;
  return (
    <Tag color="processing">
      {number === 1
        ? t('realNameTesting:tester.testingOneCard')
        : t('realNameTesting:tester.testingCards', { number })}
    </Tag>
  );
}

/** A record's ICCID (opening the record when the list opens records) with its MSISDN under it. */
function RecordCard({ record, onOpen }: { record: TestRecordRow; onOpen?: (record: TestRecordRow) => void }) {
  const iccid = identifierCell(record.iccid);
  return (
    <Space orientation="vertical" size={0}>
      {onOpen === undefined ? (
        iccid
      ) : (
        <Button type="link" size="small" className="real-name-identifier" onClick={() => onOpen(record)}>
          {record.iccid}
        </Button>
      )}
      {record.msisdn !== null && identifierCell(record.msisdn)}
    </Space>
  );
}

export interface TestRecordColumnOptions {
  /** A list of one tester's records leaves the tester out. */
  showTester: boolean;
  showCompany: boolean;
  /** Opens a record's detail; the ICCID is plain text without it. */
  onOpen?: (record: TestRecordRow) => void;
}

/** The columns of test registrations: the card, the tester, where the test stands, when, and who started it. */
export function testRecordColumns(
  t: TFunction,
  { showTester, showCompany, onOpen }: TestRecordColumnOptions,
): TableColumnsType<TestRecordRow> {
  return [
    {
      key: 'card',
      title: t('realNameTesting:records.card'),
      fixed: 'left',
      render: (_, record) => <RecordCard record={record} onOpen={onOpen} />,
    },
    ...(showTester
      ? [{ key: 'tester', title: t('realNameTesting:records.tester'), dataIndex: 'testerName' }]
      : []),
    {
      key: 'status',
      title: t('realNameTesting:records.status'),
      render: (_, record) => <CodeTag table={testRegistrationStatus} code={record.status} />,
    },
    {
      key: 'startedAt',
      title: t('realNameTesting:records.startedAt'),
      dataIndex: 'startedAt',
      render: timeCell,
    },
    { key: 'endedAt', title: t('realNameTesting:records.endedAt'), dataIndex: 'endedAt', render: timeCell },
    {
      key: 'startedBy',
      title: t('realNameTesting:records.startedBy'),
      render: (_, record) => <TwoLines first={record.name} second={record.account} />,
    },
    ...placeColumns<TestRecordRow>(t, showCompany),
  ];
}
