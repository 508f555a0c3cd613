import { Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { remoteCommandKind, type RemoteCommandKindCode } from '@simdesk/contract';
import {
  commandTemplateAddCall,
  commandTemplateEditCall,
  type CommandTemplateRow,
} from '@simdesk/contract/modules/enhanced-network';
import { CodeSelect } from '../../../components/codes/code-select';
import {
  editedRow,
  type EditTarget,
  type TargetDialogProps,
} from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { filledOrUndefined } from '../../../components/forms/filled-text';

interface TemplateValues {
  name: string;
  kind: RemoteCommandKindCode;
  content: string;
  expectedReply?: string;
  replyWaitSeconds: number;
}

function fieldsOf(values: TemplateValues) {
  return {
    name: values.name.trim(),
    kind: values.kind,
    content: values.content.trim(),
    expectedReply: filledOrUndefined(values.expectedReply),
    replyWaitSeconds: values.replyWaitSeconds,
  };
}

/** Adds a command template to the company, or edits one: the SMS's placeholders are checked as typed. */
export function TemplateFormDialog({ target, onClose }: TargetDialogProps<EditTarget<CommandTemplateRow>>) {
  const { t } = useTranslation('enhancedNetwork');
  const edited = editedRow(target);
  const fields = (
    <>
      <CallField name="name" label={t('remoteControl.fields.name')} message={t('remoteControl.rules.name')} />
      <CallField name="kind" label={t('remoteControl.fields.kind')} message={t('remoteControl.rules.kind')}>
        <CodeSelect table={remoteCommandKind} />
      </CallField>
      <CallField
        name="content"
        label={t('remoteControl.fields.content')}
        extra={t('remoteControl.contentHelp')}
        message={t('remoteControl.rules.placeholders')}
        requiredMessage={t('remoteControl.rules.content')}
      >
        <Input.TextArea rows={3} showCount />
      </CallField>
      <CallField
        name="expectedReply"
        label={t('remoteControl.fields.expectedReply')}
        extra={t('remoteControl.expectedReplyHelp')}
      />
      <CallField name="replyWaitSeconds" label={t('remoteControl.fields.replyWaitSeconds')}>
        <InputNumber step={10} />
      </CallField>
    </>
  );
  const common = {
    open: target !== undefined,
    name: 'commandTemplateForm',
    width: 600,
    onClose,
    initialValues: edited
      ? { ...edited, expectedReply: edited.expectedReply ?? undefined }
      : { replyWaitSeconds: 120 },
  };
  return edited ? (
    <FormDialog<typeof commandTemplateEditCall, TemplateValues>
      {...common}
      title={t('remoteControl.template.editTitle')}
      call={commandTemplateEditCall}
      toObj={(values) => ({ templateId: edited.id, ...fieldsOf(values) })}
      successText={() => t('remoteControl.template.saved')}
    >
      {fields}
    </FormDialog>
  ) : (
    <FormDialog<typeof commandTemplateAddCall, TemplateValues>
      {...common}
      title={t('remoteControl.template.addTitle')}
      call={commandTemplateAddCall}
      toObj={fieldsOf}
      successText={() => t('remoteControl.template.added')}
    >
      {fields}
    </FormDialog>
  );
}
