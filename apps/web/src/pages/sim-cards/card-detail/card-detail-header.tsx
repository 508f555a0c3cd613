import { Card, Space, Tag, Typography } from 'antd';
import { AlertOutlined, CarOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardStatus, carrier, pathOfPage, type CardDetailRow } from '@simdesk/contract';
import { complaintListCall } from '@simdesk/contract/modules/enhanced-network';
import { bindingListCall } from '@simdesk/contract/modules/security';
import { CodeTag } from '../../../components/codes/code-tag';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CardActionsBar } from '../../../features/sim-cards/card-actions/card-actions-bar';
import { CardRefreshButtons } from './card-refresh-buttons';

export interface CardDetailHeaderProps {
  card: CardDetailRow;
}

/** Which card this is (ICCID, status, carrier, where it sits) and what may be done with it. */
export function CardDetailHeader({ card }: CardDetailHeaderProps) {
  const { t } = useTranslation(['cardDetail', 'codes', 'security']);
  const { t: complaintText } = useTranslation('enhancedNetwork');
  const place = [card.companyName, card.orgName].filter(Boolean).join(' / ');
  const seesComplaints = useCallAllowed(complaintListCall);
  const seesBinding = useCallAllowed(bindingListCall);
  return (
    <Card size="small" className="card-detail-header">
      <div className="card-detail-header-row">
        <div className="card-detail-identity">
          <Space align="center" wrap>
            <Typography.Title level={2} className="card-detail-iccid" copyable>
              {card.iccid}
            </Typography.Title>
            <CodeTag table={cardStatus} code={card.cardStatus} />
            <Tag>{t(carrier.labelKeyOf(card.carrier))}</Tag>
          </Space>
          <Space size="large" wrap>
            <Typography.Text type="secondary">{place}</Typography.Text>
            <Typography.Text type="secondary">
              {t('header.carrierAccount')}: {card.carrierAccountName ?? t('header.noCarrierAccount')}
            </Typography.Text>
            {card.vin !== null && (
              <Link to={pathOfPage('simCardVehicleDetail', {}, { vin: card.vin })}>
                <CarOutlined /> {t('header.vehicle', { vin: card.vin })}
              </Link>
            )}
            {seesComplaints && (
              <Link to={pathOfPage('enhancedNetwork-complaintEntry', {}, { cardNumber: card.iccid })}>
                <AlertOutlined /> {complaintText('complaint.cardComplaints')}
              </Link>
            )}
            {seesBinding && (
              <Link to={pathOfPage('binding', {}, { cardNumber: card.iccid })}>
                <LinkOutlined /> {t('security:binding.cardLink')}
              </Link>
            )}
          </Space>
        </div>
        <Space wrap className="card-detail-actions">
          <CardRefreshButtons cardId={card.id} />
          <CardActionsBar
            card={{ id: card.id, iccid: card.iccid, cardStatus: card.cardStatus, carrier: card.carrier }}
          />
        </Space>
      </div>
    </Card>
  );
}
