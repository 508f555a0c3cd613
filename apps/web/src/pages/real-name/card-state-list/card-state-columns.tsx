import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { cardStatus, realNameStatus } from '@simdesk/contract';
import type { CardStateRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { identifierCell } from '../../../features/real-name/real-name-cells';
import { cardColumn, placeColumns } from '../../../features/real-name/registration-columns';
import { ActivationBlockTag, cardStateDetailPath, Waited } from '../card-state-cells';

/** The card state list's columns: the card (opening its page), its vehicle, state, registration and what waits. */
export function cardStateColumns(t: TFunction, showCompany: boolean): TableColumnsType<CardStateRow> {
  return [
    cardColumn<CardStateRow>(t, (card) => cardStateDetailPath(card.id)),
    { key: 'vin', title: t('realNameCardState:columns.vehicle'), dataIndex: 'vin', render: identifierCell },
    {
      key: 'cardStatus',
      title: t('realNameCardState:columns.cardStatus'),
      render: (_, card) => <CodeTag table={cardStatus} code={card.cardStatus} />,
    },
    {
      key: 'realNameStatus',
      title: t('realNameCardState:columns.realNameStatus'),
      render: (_, card) => <CodeTag table={realNameStatus} code={card.realNameStatus} />,
    },
    {
      key: 'activation',
      title: t('realNameCardState:columns.activation'),
      render: (_, card) => <ActivationBlockTag card={card} />,
    },
    {
      key: 'waiting',
      title: t('realNameCardState:columns.waiting'),
      render: (_, card) => <Waited since={card.waitingSince} />,
    },
    ...placeColumns<CardStateRow>(t, showCompany),
  ];
}
