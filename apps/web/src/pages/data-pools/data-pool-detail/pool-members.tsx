import { useMemo, useState } from 'react';
import { Card, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFlow, memberStatus, pathOfPage } from '@simdesk/contract';
import {
  dataPoolMemberAddCall,
  dataPoolMemberCapCall,
  dataPoolMemberListCall,
  dataPoolMemberRemoveCall,
  dataPoolPageSizes,
  type DataPoolMemberRow,
  type DataPoolRow,
} from '@simdesk/contract/modules/data-pools';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime } from '../../../components/display-time';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListView } from '../../../components/list-page/call-list-page';
import { CodeFilter, TextFilter } from '../../../components/list-page/list-filters';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { useCallList } from '../../../components/list-page/use-call-list';
import { CallButton } from '../../../components/permission/call-button';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { MemberCapDialog } from './member-cap-dialog';
import { MembershipDialog } from './membership-dialog';

interface MemberFilterValues {
  cardNumber: string;
  memberStatus: DataPoolMemberRow['memberStatus'];
}

/** The member's cap now, and the one waiting for the next cycle. */
function CapText({ member }: { member: DataPoolMemberRow }) {
  const { t } = useTranslation('dataPools');
  return (
    <Space orientation="vertical" size={0}>
      <span>{member.capKb === null ? t('member.noCap') : formatFlow(member.capKb).text}</span>
      {member.pendingCapKb !== null && member.pendingCapFrom !== null && (
        <span className="data-pool-as-of">
          {t('member.fields.pendingCap', { date: member.pendingCapFrom.slice(0, 10) })}:{' '}
          {formatFlow(member.pendingCapKb).text}
        </span>
      )}
    </Space>
  );
}

/** The pool's members as of the last sync, with add, remove and cap changes through the carrier. */
export function PoolMembers({ pool }: { pool: DataPoolRow }) {
  const { t } = useTranslation('dataPools');
  const { groupId } = pool;
  const [capping, setCapping] = useState<DataPoolMemberRow>();
  const list = useCallList<typeof dataPoolMemberListCall, MemberFilterValues, DataPoolMemberRow>({
    call: dataPoolMemberListCall,
    toObj: (values) => ({
      groupId,
      cardNumber: filledOrUndefined(values.cardNumber),
      memberStatus: values.memberStatus,
    }),
    paging: { kind: 'keyset', rowsOf: (answer) => answer.members, pageSizes: dataPoolPageSizes },
  });
  const remove = useCallMutation(dataPoolMemberRemoveCall, {
    successText: (row) => t('member.ordered', { orderId: row.orderId, count: row.cardCount }),
  });
  const columns = useMemo(
    () => [
      {
        key: 'iccid',
        title: t('member.fields.iccid'),
        render: (_: unknown, member: DataPoolMemberRow) =>
          member.cardId === null ? (
            member.iccid
          ) : (
            <Link to={pathOfPage('cardDetail', {}, { cardId: member.cardId })}>{member.iccid}</Link>
          ),
      },
      { key: 'msisdn', title: t('member.fields.msisdn'), dataIndex: 'msisdn' },
      {
        key: 'memberStatus',
        title: t('member.fields.memberStatus'),
        render: (_: unknown, member: DataPoolMemberRow) => (
          <CodeTag table={memberStatus} code={member.memberStatus} />
        ),
      },
      {
        key: 'monthData',
        title: t('member.fields.monthData'),
        render: (_: unknown, member: DataPoolMemberRow) => formatFlow(member.monthDataKb).text,
      },
      {
        key: 'cap',
        title: t('member.fields.cap'),
        render: (_: unknown, member: DataPoolMemberRow) => <CapText member={member} />,
      },
      {
        key: 'joinedAt',
        title: t('member.fields.joinedAt'),
        render: (_: unknown, member: DataPoolMemberRow) =>
          member.joinedAt === null ? '—' : <DisplayTime value={member.joinedAt} />,
      },
      {
        key: 'actions',
        title: t('fields.actions'),
        render: (_: unknown, member: DataPoolMemberRow) => (
          <Space size={0}>
            <CallButton
              call={dataPoolMemberCapCall}
              type="link"
              size="small"
              onClick={() => setCapping(member)}
            >
              {t('member.setCap')}
            </CallButton>
            <ConfirmLinkButton
              danger
              question={t('member.removeConfirm', { iccid: member.iccid })}
              onConfirm={() => remove.mutateAsync({ groupId, cardNumbers: [member.iccid], effective: 'now' })}
            >
              {t('member.remove')}
            </ConfirmLinkButton>
          </Space>
        ),
      },
    ],
    [t, groupId, remove],
  );
  return (
    <Card size="small" title={t('member.title')}>
      <CallListView<typeof dataPoolMemberListCall, MemberFilterValues, DataPoolMemberRow>
        list={list}
        rowKey={(member) => member.id}
        columns={columns}
        filters={
          <>
            <TextFilter name="cardNumber" label={t('member.cardNumber')} />
            <CodeFilter
              name="memberStatus"
              label={t('member.fields.memberStatus')}
              table={memberStatus}
              style={{ width: 150 }}
            />
          </>
        }
        toolbar={
          <Space>
            <DialogCallButton
              call={dataPoolMemberAddCall}
              type="primary"
              dialog={(opened) => (
                <MembershipDialog call={dataPoolMemberAddCall} groupId={groupId} {...opened} />
              )}
            >
              {t('member.add')}
            </DialogCallButton>
            <DialogCallButton
              call={dataPoolMemberRemoveCall}
              dialog={(opened) => (
                <MembershipDialog call={dataPoolMemberRemoveCall} groupId={groupId} {...opened} />
              )}
            >
              {t('member.remove')}
            </DialogCallButton>
          </Space>
        }
      />
      <MemberCapDialog groupId={groupId} member={capping} onClose={() => setCapping(undefined)} />
    </Card>
  );
}
