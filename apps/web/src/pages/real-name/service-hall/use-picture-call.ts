import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallObj, CallRow } from '@simdesk/contract';
import type { serviceHallFaceCheckCall, serviceHallReadCall } from '@simdesk/contract/modules/real-name';
import { useCallMutation } from '../../../api/use-call-mutation';
import { preparePicture } from './picture-file';
import { refusalWords, serviceHallStatuses } from './service-hall-refusal';

/** A service-hall call that sends one picture. */
export type PictureCall = typeof serviceHallReadCall | typeof serviceHallFaceCheckCall;

/** A picture sent through its call: the picture shown, whether it is on its way, the answer or the refusal. */
export interface PictureCallState<Call extends PictureCall> {
  send: (picture: File) => void;
  preview: string | undefined;
  busy: boolean;
  answer: CallRow<Call> | undefined;
  refusal: string | undefined;
}

/** Prepares a chosen picture (shrunk when large) and sends it; the refusal is said on the page. */
export function usePictureCall<Call extends PictureCall>(
  call: Call,
  objOf: (picture: string) => CallObj<Call>,
): PictureCallState<Call> {
  const { t } = useTranslation();
  const mutation = useCallMutation(call, { silentStatuses: serviceHallStatuses });
  const [preview, setPreview] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const send = async (file: File) => {
    mutation.reset();
    setUnreadable(false);
    setPreparing(true);
    try {
      const picture = await preparePicture(file);
      setPreview(picture.preview);
      mutation.mutate(objOf(picture.base64));
    } catch {
      setUnreadable(true);
    } finally {
      setPreparing(false);
    }
  };
  const refusal = unreadable
    ? t('realName:serviceHall.pictureUnreadable')
    : mutation.isError
      ? refusalWords(mutation.error, t('realName:serviceHall.failed'))
      : undefined;
  return {
    send: (file) => void send(file),
    preview,
    busy: preparing || mutation.isPending,
    answer: mutation.data,
    refusal,
  };
}
