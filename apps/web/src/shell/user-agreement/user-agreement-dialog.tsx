import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const sections = ['purpose', 'credentials', 'data', 'audit'] as const;

export interface UserAgreementDialogProps {
  open: boolean;
  agreeing: boolean;
  onAgree: () => void;
  onDecline: () => void;
}

/** Shown after sign-in until the operator accepts the user agreement; declining signs out. */
export function UserAgreementDialog({ open, agreeing, onAgree, onDecline }: UserAgreementDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('auth:agreement.title')}
      okText={t('auth:agreement.agree')}
      cancelText={t('auth:agreement.decline')}
      onOk={onAgree}
      onCancel={onDecline}
      confirmLoading={agreeing}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={620}
    >
      <Typography.Paragraph type="secondary">{t('auth:agreement.intro')}</Typography.Paragraph>
      <div className="agreement-body" tabIndex={0}>
        {sections.map((section) => (
          <section key={section}>
            <Typography.Title level={5}>{t(`auth:agreement.sections.${section}.title`)}</Typography.Title>
            <Typography.Paragraph>{t(`auth:agreement.sections.${section}.text`)}</Typography.Paragraph>
          </section>
        ))}
      </div>
    </Modal>
  );
}
