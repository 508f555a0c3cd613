import { Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  testerDeleteCall,
  testerDetailCall,
  testerEditCall,
  type TesterRow,
} from '@simdesk/contract/modules/real-name';
import { enabledColumn } from '../../../components/list-page/enabled-state';
import { DeleteLinkButton } from '../../../components/list-page/row-buttons';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CallButton } from '../../../components/permission/call-button';
import { TwoLines } from '../../../features/real-name/batch-origin';
import { identifierCell, timeCell } from '../../../features/real-name/real-name-cells';
import { placeColumns } from '../../../features/real-name/registration-columns';
import { testerDetailPath, testerEditPath, TesterWorkTag } from '../testing-cells';

/** Details, edit and delete (asked first) of one tester, each shown only when the role grants it. */
function TesterRowActions({ tester }: { tester: TesterRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayOpen = useCallAllowed(testerDetailCall);
  return (
    <Space size={4}>
      {mayOpen && <Link to={testerDetailPath(tester.id)}>{t('realNameTesting:testers.details')}</Link>}
      <CallButton
        type="link"
        size="small"
        call={[testerEditCall, testerDetailCall]}
        onClick={() => void navigate(testerEditPath(tester.id))}
      >
        {t('realNameTesting:testers.edit')}
      </CallButton>
      <DeleteLinkButton
        call={testerDeleteCall}
        obj={{ id: tester.id }}
        name={tester.testerName}
        namespace="realNameTesting"
        keyPrefix="testers"
      />
    </Space>
  );
}

/** The tester list's columns: name, ID number and mobile as the server masked them, and what each tests now. */
export function testerColumns(t: TFunction, showCompany: boolean): TableColumnsType<TesterRow> {
  return [
    { key: 'testerName', title: t('realNameTesting:tester.name'), dataIndex: 'testerName', fixed: 'left' },
    {
      key: 'idNumber',
      title: t('realNameTesting:tester.idNumber'),
      dataIndex: 'idNumber',
      render: identifierCell,
    },
    { key: 'mobile', title: t('realNameTesting:tester.mobile'), dataIndex: 'mobile', render: identifierCell },
    ...placeColumns<TesterRow>(t, showCompany),
    {
      key: 'enabled',
      ...enabledColumn<TesterRow>(t('realNameTesting:tester.enabled'), (state) =>
        t(`realNameTesting:tester.enabledStates.${state}`),
      ),
    },
    {
      key: 'work',
      title: t('realNameTesting:tester.work'),
      render: (_, tester) => <TesterWorkTag tester={tester} />,
    },
    {
      key: 'addedBy',
      title: t('realNameTesting:tester.addedBy'),
      render: (_, tester) => <TwoLines first={tester.name} second={tester.account} />,
    },
    {
      key: 'createdAt',
      title: t('realNameTesting:tester.addedAt'),
      dataIndex: 'createdAt',
      render: timeCell,
    },
    {
      key: 'actions',
      title: t('realNameTesting:testers.actions'),
      fixed: 'right',
      render: (_, tester) => <TesterRowActions tester={tester} />,
    },
  ];
}
