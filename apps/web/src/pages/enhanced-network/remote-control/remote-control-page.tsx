import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { remoteCommandSendCall, type CommandTemplateRow } from '@simdesk/contract/modules/enhanced-network';
import { CallButton } from '../../../components/permission/call-button';
import { CommandList } from './command-list';
import { SendCommandDialog } from './send-command-dialog';
import { TemplateList } from './template-list';

/** Which dialog of the send is open, and with which template chosen beforehand. */
interface Sending {
  templateId?: number;
}

/**
 * /vehicleCard/enhancedNetwork/vehicleRemoteControl: commands sent as SMS to the vehicles' T-Box cards (the
 * trail, with delivery reports and replies as of when the carrier was asked) and the company's templates.
 */
export function RemoteControlPage() {
  const { t } = useTranslation('enhancedNetwork');
  const [tab, setTab] = useState('commands');
  const [sending, setSending] = useState<Sending>();
  const send = (template?: CommandTemplateRow) => setSending({ templateId: template?.id });
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'commands',
            label: t('remoteControl.tabs.commands'),
            children: (
              <CommandList
                toolbar={
                  <CallButton type="primary" call={remoteCommandSendCall} onClick={() => send()}>
                    {t('remoteControl.send')}
                  </CallButton>
                }
              />
            ),
          },
          {
            key: 'templates',
            label: t('remoteControl.tabs.templates'),
            children: <TemplateList onSend={send} />,
          },
        ]}
      />
      <SendCommandDialog
        open={sending !== undefined}
        templateId={sending?.templateId}
        onClose={() => {
          setSending(undefined);
          setTab('commands');
        }}
      />
    </>
  );
}
