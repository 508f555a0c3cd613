import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PublishNoticeDialog } from './publish-notice-dialog';
import { useNoticeAudience } from './use-notice-audience';

/** "Publish system notice", for carrier staff whose role allows it; nothing for anyone else. */
export function PublishNoticeButton(button: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('messages');
  const audience = useNoticeAudience();
  const [open, setOpen] = useState(false);
  if (!audience) return null;
  return (
    <>
      <Button icon={<NotificationOutlined />} {...button} onClick={() => setOpen(true)}>
        {t('publish.open')}
      </Button>
      <PublishNoticeDialog audience={audience} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
