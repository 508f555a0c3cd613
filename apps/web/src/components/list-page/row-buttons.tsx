import type { ReactNode } from 'react';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallDefinition, CallObj, LocaleNamespace } from '@simdesk/contract';
import { useCallMutation } from '../../api/use-call-mutation';
import { textKey } from '../../i18n/text-key';
import { useCallAllowed } from '../permission/call-allowed';

// The small link buttons of a list row's actions column.

export interface ConfirmLinkButtonProps {
  /** What is asked before anything happens ("Delete OneLink demo?"). */
  question: ReactNode;
  /** The confirming button's text; antd's OK when absent. */
  okText?: string;
  /** The declining button's text, when "Cancel" would read as the action itself; antd's Cancel when absent. */
  cancelText?: string;
  /** A red button for what cannot be undone. */
  danger?: boolean;
  /** A red confirming button too (as danger unless said otherwise). */
  dangerousConfirm?: boolean;
  loading?: boolean;
  onConfirm: () => unknown;
  children: ReactNode;
}

/** A row action that asks first: delete, disable, enable. */
export function ConfirmLinkButton({
  question,
  okText,
  cancelText,
  danger = false,
  dangerousConfirm = danger,
  loading,
  onConfirm,
  children,
}: ConfirmLinkButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question}
      okText={okText}
      okButtonProps={dangerousConfirm ? { danger: true } : undefined}
      cancelText={cancelText ?? t('common:cancel')}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger={danger} loading={loading}>
        {children}
      </Button>
    </Popconfirm>
  );
}

/** A row action that cannot be taken now, greyed out, with why on hover (a role still in use). */
export function BlockedLinkButton({
  reason,
  danger,
  children,
}: {
  reason: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={reason}>
      <Button type="link" size="small" danger={danger} disabled>
        {children}
      </Button>
    </Tooltip>
  );
}

export interface DeleteLinkButtonProps<Call extends CallDefinition> {
  /** The delete call, and the body that deletes this row ({ id }). */
  call: Call;
  obj: CallObj<Call>;
  /** The row's name, in the question asked first. */
  name: string;
  /** The locale namespace with the page's `delete`, `deleteConfirm` (with {{name}}) and `deleted` texts. */
  namespace: LocaleNamespace;
  /** Where in the namespace those texts are, when a page keeps several tools' texts ('ipCertification'). */
  keyPrefix?: string;
}

/** A row's delete action, shown only when the role grants the call: it asks first, then deletes the row. */
export function DeleteLinkButton<Call extends CallDefinition>({
  call,
  obj,
  name,
  namespace,
  keyPrefix,
}: DeleteLinkButtonProps<Call>) {
  const { t: translate } = useTranslation();
  const texts = keyPrefix === undefined ? `${namespace}:` : `${namespace}:${keyPrefix}.`;
  const t = (key: string, values?: Record<string, string>) => translate(textKey(`${texts}${key}`), values);
  const allowed = useCallAllowed(call);
  const remove = useCallMutation(call, { successText: () => t('deleted') });
  if (!allowed) return null;
  return (
    <ConfirmLinkButton
      question={t('deleteConfirm', { name })}
      okText={t('delete')}
      danger
      onConfirm={() => remove.mutateAsync(obj).catch(() => undefined)}
    >
      {t('delete')}
    </ConfirmLinkButton>
  );
}
