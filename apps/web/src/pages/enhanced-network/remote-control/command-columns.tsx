import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { remoteCommandKind, remoteCommandState } from '@simdesk/contract';
import type { RemoteCommandRow } from '@simdesk/contract/modules/enhanced-network';
import { CodeTag } from '../../../components/codes/code-tag';
import { formatDisplayTime } from '../../../components/display-time';
import { AsOfNote } from '../../../features/enhanced-network/as-of-note';
import { cardColumn } from '../../../features/enhanced-network/card-column';

/** The device's reply, marked when it is not the one the template expected. */
function ReplyCell({ command, t }: { command: RemoteCommandRow; t: TFunction<'enhancedNetwork'> }) {
  if (command.reply === null) return <>—</>;
  return (
    <>
      <Typography.Text code>{command.reply}</Typography.Text>
      {command.replyAsExpected === false && <Tag color="warning">{t('remoteControl.replyUnexpected')}</Tag>}
      {command.repliedAt && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {formatDisplayTime(command.repliedAt)}
        </Typography.Text>
      )}
    </>
  );
}

/** The command trail's columns: who sent what to which card when, and what the carrier and device said. */
export function commandColumns(t: TFunction<'enhancedNetwork'>, options: { manyCompanies: boolean }) {
  return [
    {
      key: 'sentAt',
      title: t('remoteControl.fields.sentAt'),
      render: (_: unknown, row: RemoteCommandRow) => formatDisplayTime(row.sentAt),
    },
    cardColumn<RemoteCommandRow>(t('remoteControl.fields.card')),
    {
      key: 'kind',
      title: t('remoteControl.fields.kind'),
      render: (_: unknown, row: RemoteCommandRow) => (
        <>
          <CodeTag table={remoteCommandKind} code={row.kind} />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.templateName}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'content',
      title: t('remoteControl.fields.content'),
      render: (_: unknown, row: RemoteCommandRow) => <Typography.Text code>{row.content}</Typography.Text>,
    },
    {
      key: 'state',
      title: t('remoteControl.fields.state'),
      render: (_: unknown, row: RemoteCommandRow) => (
        <>
          <CodeTag table={remoteCommandState} code={row.state} />
          {row.failureReason && (
            <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
              {row.failureCode}: {row.failureReason}
            </Typography.Text>
          )}
          <AsOfNote checkedAt={row.checkedAt} />
        </>
      ),
    },
    {
      key: 'reply',
      title: t('remoteControl.fields.reply'),
      render: (_: unknown, row: RemoteCommandRow) => <ReplyCell command={row} t={t} />,
    },
    { key: 'sentBy', title: t('remoteControl.fields.sentBy'), dataIndex: 'sentBy' },
    ...(options.manyCompanies
      ? [{ key: 'company', title: t('remoteControl.fields.company'), dataIndex: 'companyName' }]
      : []),
    { key: 'org', title: t('remoteControl.fields.org'), dataIndex: 'orgName' },
  ];
}
