import { useState } from 'react';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardStatePageCode, simCardListPageCode } from '@simdesk/contract';
import { PermissionButton } from '../../../components/permission/permission-button';
import { ApnPccDialog } from './apn-pcc-dialog';
import { ChangeStatusDialog } from './change-status-dialog';
import { CommunicationDialog } from './communication-dialog';
import { SendSmsDialog } from './send-sms-dialog';
import './card-actions.css';

export interface CardActionsBarProps {
  card: { id: number; iccid: string; cardStatus: number; carrier: number };
  /** Called after a change was accepted, so the page can reload the card. */
  onChanged: () => void;
}

type Dialog = 'status' | 'communication' | 'apnPcc' | 'sms';

/**
 * The changes an operator makes to one card through the carrier, each button shown only with its right:
 * status (the card state page's add), communication, APN/PCC and SMS (the card list's edit).
 */
export function CardActionsBar({ card, onChanged }: CardActionsBarProps) {
  const { t } = useTranslation('cardChange');
  const [open, setOpen] = useState<Dialog>();
  const close = () => setOpen(undefined);
  const dialogProps = { card, onClose: close, onChanged };
  return (
    <Space wrap>
      <PermissionButton pageCode={cardStatePageCode} action="add" onClick={() => setOpen('status')}>
        {t('actions.changeStatus')}
      </PermissionButton>
      <PermissionButton pageCode={simCardListPageCode} action="edit" onClick={() => setOpen('communication')}>
        {t('actions.communication')}
      </PermissionButton>
      <PermissionButton pageCode={simCardListPageCode} action="edit" onClick={() => setOpen('apnPcc')}>
        {t('actions.apnPcc')}
      </PermissionButton>
      <PermissionButton pageCode={simCardListPageCode} action="edit" onClick={() => setOpen('sms')}>
        {t('actions.sms')}
      </PermissionButton>
      <ChangeStatusDialog open={open === 'status'} {...dialogProps} />
      <CommunicationDialog open={open === 'communication'} {...dialogProps} />
      <ApnPccDialog open={open === 'apnPcc'} {...dialogProps} />
      <SendSmsDialog open={open === 'sms'} {...dialogProps} />
    </Space>
  );
}
