import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { remoteCommandKind } from '@simdesk/contract';
import {
  commandTemplateAddCall,
  commandTemplateDeleteCall,
  commandTemplateEditCall,
  commandTemplateListCall,
  remoteCommandSendCall,
  remoteControlPageSizes,
  type CommandTemplateRow,
} from '@simdesk/contract/modules/enhanced-network';
import { CodeTag } from '../../../components/codes/code-tag';
import { formatDisplayTime } from '../../../components/display-time';
import { useDialogTarget, type EditTarget } from '../../../components/form-dialog/dialog-target';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListView } from '../../../components/list-page/call-list-page';
import { CodeFilter, TextFilter } from '../../../components/list-page/list-filters';
import { DeleteLinkButton } from '../../../components/list-page/row-buttons';
import { useCallList } from '../../../components/list-page/use-call-list';
import { CallButton } from '../../../components/permission/call-button';
import { TemplateFormDialog } from './template-form-dialog';

interface TemplateFilterValues {
  name: string;
  kind: CommandTemplateRow['kind'];
}

interface TemplateRowActionsProps {
  template: CommandTemplateRow;
  onEdit: (template: CommandTemplateRow) => void;
  onSend: (template: CommandTemplateRow) => void;
}

/** Send, edit and delete (asked first) of one template, each shown only when the role grants it. */
function TemplateRowActions({ template, onEdit, onSend }: TemplateRowActionsProps) {
  const { t } = useTranslation('enhancedNetwork');
  return (
    <Space size={4}>
      <CallButton type="link" size="small" call={remoteCommandSendCall} onClick={() => onSend(template)}>
        {t('remoteControl.template.send')}
      </CallButton>
      <CallButton type="link" size="small" call={commandTemplateEditCall} onClick={() => onEdit(template)}>
        {t('remoteControl.template.edit')}
      </CallButton>
      <DeleteLinkButton
        call={commandTemplateDeleteCall}
        obj={{ templateId: template.id }}
        name={template.name}
        namespace="enhancedNetwork"
        keyPrefix="remoteControl.template"
      />
    </Space>
  );
}

function templateColumns(
  t: TFunction<'enhancedNetwork'>,
  actions: Omit<TemplateRowActionsProps, 'template'>,
) {
  return [
    { key: 'name', title: t('remoteControl.fields.name'), dataIndex: 'name' },
    {
      key: 'kind',
      title: t('remoteControl.fields.kind'),
      render: (_: unknown, row: CommandTemplateRow) => <CodeTag table={remoteCommandKind} code={row.kind} />,
    },
    {
      key: 'content',
      title: t('remoteControl.fields.content'),
      render: (_: unknown, row: CommandTemplateRow) => <Typography.Text code>{row.content}</Typography.Text>,
    },
    {
      key: 'expectedReply',
      title: t('remoteControl.fields.expectedReply'),
      render: (_: unknown, row: CommandTemplateRow) => row.expectedReply ?? '—',
    },
    { key: 'replyWait', title: t('remoteControl.fields.replyWaitSeconds'), dataIndex: 'replyWaitSeconds' },
    { key: 'sentCount', title: t('remoteControl.fields.sentCount'), dataIndex: 'sentCount' },
    { key: 'company', title: t('remoteControl.fields.company'), dataIndex: 'companyName' },
    { key: 'updatedBy', title: t('remoteControl.fields.updatedBy'), dataIndex: 'updatedBy' },
    {
      key: 'updatedAt',
      title: t('remoteControl.fields.updatedAt'),
      render: (_: unknown, row: CommandTemplateRow) => formatDisplayTime(row.updatedAt),
    },
    {
      key: 'operations',
      title: t('remoteControl.fields.operations'),
      render: (_: unknown, row: CommandTemplateRow) => <TemplateRowActions template={row} {...actions} />,
    },
  ];
}

/** The company's command templates: add, edit, delete, and send one to cards. */
export function TemplateList({ onSend }: { onSend: (template: CommandTemplateRow) => void }) {
  const { t } = useTranslation('enhancedNetwork');
  const dialog = useDialogTarget<EditTarget<CommandTemplateRow>>();
  const list = useCallList<typeof commandTemplateListCall, TemplateFilterValues, CommandTemplateRow>({
    call: commandTemplateListCall,
    toObj: (values) => ({ name: filledOrUndefined(values.name), kind: values.kind }),
    paging: { kind: 'keyset', rowsOf: (answer) => answer.templates, pageSizes: remoteControlPageSizes },
  });
  const columns = templateColumns(t, { onEdit: (row) => dialog.open({ kind: 'edit', row }), onSend });
  return (
    <>
      <CallListView<typeof commandTemplateListCall, TemplateFilterValues, CommandTemplateRow>
        list={list}
        rowKey={(row) => row.id}
        columns={columns}
        emptyText={t('remoteControl.empty.templates')}
        toolbar={
          <AddButton call={commandTemplateAddCall} onClick={() => dialog.open({ kind: 'add' })}>
            {t('remoteControl.template.add')}
          </AddButton>
        }
        filters={
          <>
            <TextFilter name="name" label={t('remoteControl.fields.name')} />
            <CodeFilter
              name="kind"
              label={t('remoteControl.fields.kind')}
              table={remoteCommandKind}
              style={{ width: 160 }}
            />
          </>
        }
      />
      <TemplateFormDialog target={dialog.target} onClose={dialog.close} />
    </>
  );
}
