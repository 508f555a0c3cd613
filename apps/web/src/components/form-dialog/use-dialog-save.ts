import { useState } from 'react';
import { App, type FormInstance, type ModalFuncProps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallDefinition, CallObj, CallRow } from '@simdesk/contract';
import { isApiError, type ApiError } from '../../api/api-error';
import { callApiForRow } from '../../api/call-api';
import { refreshChangedAnswers } from '../../api/call-changes';
import { refusalText } from '../forms/refusal-text';

export interface DialogSaveOptions<Call extends CallDefinition, Values> {
  /** The call that saves; an add-or-edit dialog passes the one of its mode. */
  call: Call;
  /** The call's obj from the checked values (a promise when, say, a password is encrypted first). */
  toObj: (values: Values) => CallObj<Call> | Promise<CallObj<Call>>;
  /** Asked before saving: a confirmation that names what will change. */
  confirm?: (values: Values) => Pick<ModalFuncProps, 'title' | 'content'> | undefined;
  /** What to say when it worked. */
  successText?: (row: CallRow<Call>, values: Values) => string | undefined;
  /** After it worked, before the dialog closes (the page shows a one-time password …). */
  onSaved?: (row: CallRow<Call>, values: Values) => void;
  /** Refusals shown under the form, in the server's words, instead of as a notice. */
  inlineStatuses?: readonly string[];
  /** A refusal the form puts on a field (a name already taken); true when it did. */
  onRefused?: (error: ApiError, form: FormInstance<Values>) => boolean;
}

/**
 * The save of a form dialog: confirm when asked, call, say so, close, and refresh what the call declares it
 * changes. A refusal stays with the dialog (open, values kept): under the form for the inline statuses, else
 * the request client's notice.
 */
export function useDialogSave<Call extends CallDefinition, Values>(
  options: DialogSaveOptions<Call, Values>,
  form: FormInstance<Values>,
  close: () => void,
) {
  const { call, toObj, confirm, successText, onSaved, inlineStatuses, onRefused } = options;
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [refusal, setRefusal] = useState<string>();
  const save = useMutation({
    mutationFn: async (values: Values) =>
      callApiForRow(call, await toObj(values), undefined, { silentStatuses: inlineStatuses }),
    onSuccess: (row, values) => {
      // Saved: the dialog closes at once; what the call changed refreshes behind it, with its own loading state.
      void refreshChangedAnswers(queryClient, call);
      const text = successText?.(row, values);
      if (text) void message.success(text);
      onSaved?.(row, values);
      close();
    },
    onError: (error) => {
      if (isApiError(error) && onRefused?.(error, form)) return;
      if (isApiError(error) && inlineStatuses?.includes(error.status)) setRefusal(refusalText(error));
    },
  });
  const submit = (values: Values) => {
    setRefusal(undefined);
    const asked = confirm?.(values);
    if (!asked) {
      save.mutate(values);
      return;
    }
    // A refusal closes the confirmation: it is shown with the dialog (or as the client's notice), not thrown.
    modal.confirm({ ...asked, onOk: () => save.mutateAsync(values).catch(() => undefined) });
  };
  return { submit, pending: save.isPending, refusal, clearRefusal: () => setRefusal(undefined) };
}
