import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  companyAddCall,
  companyDeleteCall,
  companyListCall,
  companySaveCall,
  dateTimeFormat,
  deployType,
  mailConfigCall,
  pathOfPage,
  type CompanyRow,
  type DeployTypeCode,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { codeLabel } from '../../../components/codes/code-label';
import { useDialogTarget, type EditTarget } from '../../../components/form-dialog/dialog-target';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { CodeFilter, TextFilter } from '../../../components/list-page/list-filters';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CompanyFormDialog } from './company-form-dialog';

interface CompanyFilterValues {
  companyName: string;
  deployType: DeployTypeCode;
}

function toObj(values: Partial<CompanyFilterValues>) {
  return { companyName: filledOrUndefined(values.companyName), deployType: values.deployType };
}

/** /sys/companyManage: the companies on the platform, for carrier staff (the server checks the role too). */
export function CompanyManagePage() {
  const { t } = useTranslation(['settings', 'codes', 'common']);
  const { t: text } = useTranslation();
  const dialog = useDialogTarget<EditTarget<CompanyRow>>();
  const canDelete = useCallAllowed(companyDeleteCall);
  // The settings page of a company opens for those who may read its settings.
  const canOpenSettings = useCallAllowed(mailConfigCall);
  const remove = useCallMutation(companyDeleteCall, { successText: () => t('companies.deleted') });

  return (
    <>
      <CallListPage<typeof companyListCall, CompanyFilterValues>
        call={companyListCall}
        rowKey={(row) => row.companyId}
        toObj={toObj}
        filters={
          <>
            <TextFilter name="companyName" label={t('companies.fields.companyName')} />
            <CodeFilter
              name="deployType"
              label={t('companies.fields.deployType')}
              table={deployType}
              style={{ width: 180 }}
            />
          </>
        }
        toolbar={
          <AddButton call={companyAddCall} onClick={() => dialog.open({ kind: 'add' })}>
            {t('companies.add')}
          </AddButton>
        }
        columns={[
          {
            title: t('companies.fields.companyName'),
            dataIndex: 'companyName',
            render: (name: string, row) => (
              <Space>
                {name}
                {row.isCarrier && <Tag color="blue">{t('companies.carrier')}</Tag>}
              </Space>
            ),
          },
          { title: t('companies.fields.platformName'), dataIndex: 'platformName' },
          {
            title: t('companies.fields.deployType'),
            dataIndex: 'deployType',
            render: (code: DeployTypeCode) => codeLabel(text, deployType, code),
          },
          { title: t('companies.fields.operatorCount'), dataIndex: 'operatorCount', align: 'right' },
          {
            title: t('companies.fields.createTime'),
            dataIndex: 'createTime',
            render: (value: string) => dayjs(value).format(dateTimeFormat),
          },
          {
            title: t('companies.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_value, row) => (
              <Space size={4} wrap>
                <CallButton
                  call={companySaveCall}
                  type="link"
                  size="small"
                  onClick={() => dialog.open({ kind: 'edit', row })}
                >
                  {t('companies.edit')}
                </CallButton>
                {canOpenSettings && (
                  <Link to={pathOfPage('accountSetting', {}, { companyId: row.companyId })}>
                    {t('companies.settings')}
                  </Link>
                )}
                {canDelete && !row.isCarrier && (
                  <ConfirmLinkButton
                    question={t('companies.deleteConfirm', { name: row.companyName })}
                    okText={t('companies.delete')}
                    danger
                    onConfirm={() => remove.mutateAsync({ companyId: row.companyId }).catch(() => undefined)}
                  >
                    {t('companies.delete')}
                  </ConfirmLinkButton>
                )}
              </Space>
            ),
          },
        ]}
      />
      <CompanyFormDialog target={dialog.target} onClose={dialog.close} />
    </>
  );
}
