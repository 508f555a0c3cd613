import { useState, type ComponentType } from 'react';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  apnPccChangeCall,
  changeCardStatusCall,
  openOrCloseCommunicationCall,
  sendCardSmsCall,
  switchVoiceCall,
  type CallDefinition,
} from '@simdesk/contract';
import { CallButton } from '../../../components/permission/call-button';
import type { TextKey } from '../../../i18n/text-key';
import { ApnPccDialog } from './apn-pcc-dialog';
import { ChangeStatusDialog, type ChangeStatusDialogProps } from './change-status-dialog';
import { CommunicationDialog } from './communication-dialog';
import { SendSmsDialog } from './send-sms-dialog';
import { VoiceDialog } from './voice-dialog';
import './card-actions.css';

export interface CardActionsBarProps {
  card: ChangeStatusDialogProps['card'] & { carrier: number };
  /** Called after a change was accepted (what it changes is refreshed as its call declares). */
  onChanged?: () => void;
}

interface CardAction {
  call: CallDefinition;
  label: TextKey;
  Dialog: ComponentType<ChangeStatusDialogProps>;
}

// Status is the card state page's add; communication, voice, APN/PCC and SMS the card list's edit (their calls say so).
const cardActions: readonly CardAction[] = [
  { call: changeCardStatusCall, label: 'cardChange:actions.changeStatus', Dialog: ChangeStatusDialog },
  {
    call: openOrCloseCommunicationCall,
    label: 'cardChange:actions.communication',
    Dialog: CommunicationDialog,
  },
  { call: switchVoiceCall, label: 'cardChange:actions.voice', Dialog: VoiceDialog },
  { call: apnPccChangeCall, label: 'cardChange:actions.apnPcc', Dialog: ApnPccDialog },
  { call: sendCardSmsCall, label: 'cardChange:actions.sms', Dialog: SendSmsDialog },
];

/** The changes an operator makes to one card through the carrier, each button shown only with its right. */
export function CardActionsBar({ card, onChanged }: CardActionsBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<CardAction>();
  const close = () => setOpen(undefined);
  // The dialogs stay outside the Space: it flattens its children into one list, where a button and its dialog
  // would share a key.
  return (
    <>
      <Space wrap>
        {cardActions.map((action) => (
          <CallButton key={action.label} call={action.call} onClick={() => setOpen(action)}>
            {t(action.label)}
          </CallButton>
        ))}
      </Space>
      {cardActions.map(({ label, Dialog }) => (
        <Dialog
          key={label}
          open={open?.label === label}
          card={card}
          onClose={close}
          onChanged={onChanged ?? (() => undefined)}
        />
      ))}
    </>
  );
}
