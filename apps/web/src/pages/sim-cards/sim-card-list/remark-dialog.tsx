import { useEffect, useState } from 'react';
import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { simCardListCall, simCardRemarkCall, type SimCardRow } from '@simdesk/contract';
import { useAdminAction } from '../../../api/use-admin-action';

export interface RemarkDialogProps {
  card: SimCardRow | undefined;
  onClose: () => void;
}

/** Sets one card's remark; an empty text clears it. */
export function RemarkDialog({ card, onClose }: RemarkDialogProps) {
  const { t } = useTranslation('cards');
  const [remark, setRemark] = useState('');
  useEffect(() => setRemark(card?.remark ?? ''), [card]);
  const save = useAdminAction(simCardRemarkCall, [simCardListCall], () => t('remark.saved'));
  return (
    <Modal
      open={card !== undefined}
      title={t('remark.title', { iccid: card?.iccid ?? '' })}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => card && save.mutate({ cardId: card.id, remark }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <Input.TextArea
        aria-label={t('remark.edit')}
        rows={3}
        maxLength={200}
        showCount
        value={remark}
        placeholder={t('remark.placeholder')}
        onChange={(event) => setRemark(event.target.value)}
      />
    </Modal>
  );
}
