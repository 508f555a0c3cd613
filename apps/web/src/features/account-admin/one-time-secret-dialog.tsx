import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './user-manage.css';

export interface OneTimeSecret {
  title: string;
  intro: string;
  entries: readonly { label: string; value: string; secret?: boolean }[];
}

/**
 * Shows a password or an app secret the server answers only once, with copy buttons; it closes only when
 * the administrator says they saved it, so a stray click does not lose it.
 */
export function OneTimeSecretDialog({
  secret,
  onClose,
}: {
  secret: OneTimeSecret | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== undefined}
      title={secret?.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('accounts:oneTime.done')}
        </Button>
      }
    >
      {secret && (
        <>
          <Alert type="warning" showIcon title={secret.intro} className="one-time-secret-intro" />
          <Descriptions column={1} bordered size="small" className="one-time-secret-values">
            {secret.entries.map((entry) => (
              <Descriptions.Item key={entry.label} label={entry.label}>
                <Typography.Text
                  code
                  copyable={{
                    text: entry.value,
                    tooltips: [t('accounts:oneTime.copy'), t('accounts:oneTime.copied')],
                  }}
                  data-testid={entry.secret ? 'one-time-secret' : undefined}
                >
                  {entry.value}
                </Typography.Text>
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
