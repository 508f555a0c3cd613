import { useContext, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider, Form, Modal, Skeleton, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '@simdesk/contract';
import { CallFields } from '../forms/call-field';
import { FormError } from '../forms/form-error';
import { useDialogFill, type DialogFill } from './dialog-fill';
import { useDialogSave, type DialogSaveOptions } from './use-dialog-save';

export interface FormDialogProps<
  Call extends CallDefinition,
  Values extends object,
  Filled,
> extends DialogSaveOptions<Call, Values> {
  open: boolean;
  title: ReactNode;
  /** The form's name (ids of its fields). */
  name: string;
  /** The call whose obj schema the CallFields follow when it is not the saving one. */
  rulesCall?: CallDefinition;
  /** The values from a row the page has. */
  initialValues?: Partial<Values>;
  /** Or from a read call, on every opening (the fields wait for it). */
  fill?: DialogFill<Values, Filled>;
  onClose: () => void;
  okText?: string;
  /** Nothing to save yet; a function decides from the form's values as they are typed. */
  okDisabled?: boolean | ((values: Partial<Values>) => boolean);
  width?: number;
  /** Long forms stay open when the mask is clicked by mistake. */
  maskClosable?: boolean;
  onValuesChange?: (changed: Partial<Values>, form: FormInstance<Values>) => void;
  /** The fields; a function gets the row the fill read. */
  children: ReactNode | ((filled: Filled | undefined) => ReactNode);
}

/** Unless a field already has it: one clicked or typed in while the dialog opened keeps the focus. */
function focusFirstField(container: HTMLElement | null): void {
  if (container?.contains(document.activeElement)) return;
  container?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea')?.focus();
}

/**
 * A dialog bound to a contract call: fills its form on opening (from a row or a read call), checks each
 * CallField by the call's schema, saves through the call, refreshes what the call declares it changes and
 * says so. The OK button submits the form, so Enter in a field saves too; the first field has the focus.
 */
export function FormDialog<Call extends CallDefinition, Values extends object, Filled = never>(
  props: FormDialogProps<Call, Values, Filled>,
) {
  const { open, title, name, rulesCall, initialValues, fill, onClose, children } = props;
  const { t } = useTranslation();
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const [form] = Form.useForm<Values>();
  const body = useRef<HTMLDivElement>(null);
  // Each opening starts clean: a new read of the fill and a new form.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  const filled = useDialogFill(fill, opening);
  const ready = fill === undefined || filled.data !== undefined;
  const save = useDialogSave(props, form, onClose);
  const typed = Form.useWatch((all: Partial<Values>) => all, form);
  const okDisabled =
    typeof props.okDisabled === 'function' ? props.okDisabled(typed ?? {}) : props.okDisabled;
  // The fill arrives after the form mounted: its values go in before its fields mount (they wait for it).
  const fillForm = useEffectEvent((row: Filled) => {
    if (fill) form.setFieldsValue(fill.toValues(row) as Parameters<typeof form.setFieldsValue>[0]);
  });
  useEffect(() => {
    if (filled.data !== undefined) fillForm(filled.data);
  }, [filled.data]);
  useEffect(() => {
    if (open && ready) focusFirstField(body.current);
  }, [open, ready]);
  return (
    <Modal
      open={open}
      title={title}
      width={props.width}
      okText={props.okText ?? locale?.Modal?.okText}
      cancelText={t('common:cancel')}
      okButtonProps={{ htmlType: 'submit', disabled: !ready || okDisabled }}
      confirmLoading={save.pending}
      onCancel={() => {
        save.clearRefusal();
        onClose();
      }}
      mask={{ closable: props.maskClosable ?? true }}
      destroyOnHidden
      afterOpenChange={(visible) => visible && focusFirstField(body.current)}
      modalRender={(dialog) => (
        <Form<Values>
          form={form}
          name={name}
          layout="vertical"
          initialValues={initialValues}
          // Each opening starts from its own values, not the last opening's.
          clearOnDestroy
          onFinish={save.submit}
          onValuesChange={(changed: Partial<Values>) => props.onValuesChange?.(changed, form)}
        >
          {dialog}
        </Form>
      )}
    >
      <CallFields call={rulesCall ?? props.call}>
        <div ref={body} className="form-dialog-body">
          {ready ? typeof children === 'function' ? children(filled.data) : children : <Skeleton active />}
          <FormError message={save.refusal} />
        </div>
      </CallFields>
    </Modal>
  );
}
