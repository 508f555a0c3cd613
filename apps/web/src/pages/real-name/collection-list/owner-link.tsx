import { Alert, App, Button, Flex, QRCode } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pathOfPage } from '@simdesk/contract';
import { ownerLinkHours, type CollectionSentRow } from '@simdesk/contract/modules/real-name';
import '../../../features/real-name/real-name.css';

/** The address the owner opens: the service hall with the link's secret. */
export function ownerLinkAddress(token: string, origin: string = window.location.origin): string {
  return `${origin}${pathOfPage('serviceHall', {}, { token })}`;
}

/**
 * The new link, shown this once (only its digest is kept): to copy into a message to the owner, or for the
 * owner to scan at the counter.
 */
export function OwnerLink({ sent }: { sent: CollectionSentRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const link = ownerLinkAddress(sent.token);
  // The console runs in a secure context (it encrypts passwords), where the clipboard is there to write to.
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => void message.success(t('realName:collecting.send.copied')),
      () => void message.error(t('realName:collecting.send.copyFailed')),
    );
  return (
    <Flex vertical align="center" gap={12}>
      <Alert
        type="success"
        showIcon
        title={t('realName:collecting.send.sent', { iccid: sent.iccid, vin: sent.vin })}
      />
      <QRCode value={link} type="svg" size={208} aria-label={t('realName:collecting.send.qrCode')} />
      <div className="real-name-identifier owner-link-address">{link}</div>
      <Button icon={<CopyOutlined />} onClick={() => void copy()}>
        {t('realName:collecting.send.copy')}
      </Button>
      <Alert type="warning" showIcon title={t('realName:collecting.send.once', { hours: ownerLinkHours })} />
    </Flex>
  );
}
