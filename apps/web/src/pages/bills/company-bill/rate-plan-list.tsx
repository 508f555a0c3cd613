import { Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ratePlanAddCall,
  ratePlanDeleteCall,
  ratePlanListCall,
  ratePlanUpdateCall,
  type RatePlanRow,
} from '@simdesk/contract/modules/bills';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { useDialogTarget, type EditTarget } from '../../../components/form-dialog/dialog-target';
import { DisplayTime } from '../../../components/display-time';
import { CallButton } from '../../../components/permission/call-button';
import { flowText, yuanText } from '../../../features/bills/bill-figures';
import { RatePlanDialog } from './rate-plan-dialog';

/** The company's rate plans (every company's, for carrier staff) with their cards; add, edit, delete. */
export function RatePlanList() {
  const { t } = useTranslation('bills');
  const plans = useCallQuery(ratePlanListCall, {});
  const dialog = useDialogTarget<EditTarget<RatePlanRow>>();
  const remove = useCallMutation(ratePlanDeleteCall);
  return (
    <Card size="small">
      <Space style={{ marginBottom: 12 }}>
        <CallButton call={ratePlanAddCall} type="primary" onClick={() => dialog.open({ kind: 'add' })}>
          {t('ratePlan.add')}
        </CallButton>
      </Space>
      <Table<RatePlanRow>
        size="middle"
        rowKey="id"
        loading={plans.isLoading}
        dataSource={plans.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('fields.company'), dataIndex: 'companyName' },
          {
            title: t('fields.name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <>
                {name} {row.pooled && <Tag color="blue">{t('units.pooled')}</Tag>}
              </>
            ),
          },
          { title: t('fields.monthlyFee'), dataIndex: 'monthlyFeeCents', align: 'right', render: yuanText },
          {
            title: t('fields.included'),
            dataIndex: 'includedMegabytes',
            align: 'right',
            render: (megabytes: number) => flowText(megabytes * 1024),
          },
          { title: t('fields.overagePrice'), dataIndex: 'overageCentsPerMegabyte', render: yuanText },
          { title: t('fields.smsPrice'), dataIndex: 'smsCents', render: yuanText },
          { title: t('fields.voicePrice'), dataIndex: 'voiceCentsPerMinute', render: yuanText },
          { title: t('fields.cardCount'), dataIndex: 'cardCount', align: 'right' },
          {
            title: t('fields.updatedAt'),
            dataIndex: 'updatedAt',
            render: (value: string) => <DisplayTime value={value} />,
          },
          {
            title: t('fields.operations'),
            key: 'operations',
            render: (_value, row) => (
              <Space>
                <CallButton
                  call={ratePlanUpdateCall}
                  type="link"
                  size="small"
                  onClick={() => dialog.open({ kind: 'edit', row })}
                >
                  {t('ratePlan.edit')}
                </CallButton>
                <Popconfirm
                  title={t('ratePlan.deleteConfirm', { name: row.name })}
                  okText={t('ratePlan.yes')}
                  cancelText={t('ratePlan.no')}
                  onConfirm={() => remove.mutate({ id: row.id })}
                >
                  <CallButton call={ratePlanDeleteCall} type="link" size="small" danger>
                    {t('ratePlan.delete')}
                  </CallButton>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <RatePlanDialog target={dialog.target} onClose={dialog.close} />
    </Card>
  );
}
