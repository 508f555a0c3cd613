import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardStatus, realNameStatus } from '@simdesk/contract';
import type { CardChangeDetailRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import {
  IdentifierLink,
  identifierCell,
  RegistrationNumber,
} from '../../../features/real-name/real-name-cells';
import { cardStateDetailPath } from '../card-state-cells';

type ChangeCard = CardChangeDetailRow['oldCard'];

/** One card of the change as it stands now: its numbers, its state, its real-name status and registration. */
function ChangeCardFacts({ title, card }: { title: string; card: ChangeCard }) {
  const { t } = useTranslation();
  const none = t('common:none');
  return (
    <Card size="small" title={title}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'iccid',
            label: t('realName:columns.iccid'),
            children: <IdentifierLink to={cardStateDetailPath(card.cardId)}>{card.iccid}</IdentifierLink>,
          },
          {
            key: 'msisdn',
            label: t('realName:columns.msisdn'),
            children: identifierCell(card.msisdn ?? none),
          },
          {
            key: 'cardStatus',
            label: t('realNameCardChange:detail.cardStatus'),
            children: card.cardStatus === null ? none : <CodeTag table={cardStatus} code={card.cardStatus} />,
          },
          {
            key: 'realNameStatus',
            label: t('realNameCardChange:detail.realNameStatus'),
            children:
              card.realNameStatus === null ? (
                none
              ) : (
                <CodeTag table={realNameStatus} code={card.realNameStatus} />
              ),
          },
          {
            key: 'registration',
            label: t('realNameCardChange:detail.registration'),
            children: <RegistrationNumber registrationId={card.registrationId} />,
          },
        ]}
      />
    </Card>
  );
}

/** The old card (released) beside the new one (registered), each linking to its real-name state. */
export function CardChangeCards({ detail }: { detail: CardChangeDetailRow }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <ChangeCardFacts title={t('realNameCardChange:detail.oldCard')} card={detail.oldCard} />
      </Col>
      <Col xs={24} md={12}>
        <ChangeCardFacts title={t('realNameCardChange:detail.newCard')} card={detail.newCard} />
      </Col>
    </Row>
  );
}
