import { useState } from 'react';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  apnPccChangeCall,
  changeCardStatusCall,
  openOrCloseCommunicationCall,
  sendCardSmsCall,
} from '@simdesk/contract';
import { CallButton } from '../../../components/permission/call-button';
import { ApnPccDialog } from './apn-pcc-dialog';
import { ChangeStatusDialog } from './change-status-dialog';
import { CommunicationDialog } from './communication-dialog';
import { SendSmsDialog } from './send-sms-dialog';
import './card-actions.css';

export interface CardActionsBarProps {
  card: { id: number; iccid: string; cardStatus: number; carrier: number };
  /** Called after a change was accepted (what it changes is refreshed as its call declares). */
  onChanged?: () => void;
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
  const dialogProps = { card, onClose: close, onChanged: onChanged ?? (() => undefined) };
  return (
    <Space wrap>
      <CallButton call={changeCardStatusCall} onClick={() => setOpen('status')}>
        {t('actions.changeStatus')}
      </CallButton>
      <CallButton call={openOrCloseCommunicationCall} onClick={() => setOpen('communication')}>
        {t('actions.communication')}
      </CallButton>
      <CallButton call={apnPccChangeCall} onClick={() => setOpen('apnPcc')}>
        {t('actions.apnPcc')}
      </CallButton>
      <CallButton call={sendCardSmsCall} onClick={() => setOpen('sms')}>
        {t('actions.sms')}
      </CallButton>
      <ChangeStatusDialog open={open === 'status'} {...dialogProps} />
      <CommunicationDialog open={open === 'communication'} {...dialogProps} />
      <ApnPccDialog open={open === 'apnPcc'} {...dialogProps} />
      <SendSmsDialog open={open === 'sms'} {...dialogProps} />
    </Space>
  );
}
