import type { CSSProperties } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { realNameStatus, type CallObj } from '@simdesk/contract';
import {
  activationBlockReasons,
  cardStateSummaryCall,
  type ActivationBlockReason,
  type cardStateListCall,
} from '@simdesk/contract/modules/real-name';
import { useCallQuery } from '../../../api/use-call-query';
import { blockColours } from '../card-state-cells';
import './card-state-list.css';

/** A tile of the strip: the cards waiting for one reason, or the registered ones. */
export type SummaryTile = ActivationBlockReason | 'registered';

const { registered } = realNameStatus.byName;

/** The bar of a tile, in the colour of its reason's tag. */
const barColours: Record<string, string> = {
  gold: 'var(--ant-color-warning)',
  processing: 'var(--ant-color-primary)',
  error: 'var(--ant-color-error)',
  default: 'var(--ant-color-text-quaternary)',
  success: 'var(--ant-color-success)',
};

/** The tile the applied filter is, if it is one: a reason alone, or the registered status alone. */
function shownTile(obj: CallObj<typeof cardStateListCall>): SummaryTile | undefined {
  if (obj.blockReason !== undefined) return obj.blockReason;
  const statuses = obj.realNameStatus ?? [];
  return statuses.length === 1 && statuses[0] === registered ? 'registered' : undefined;
}

function Tile({
  label,
  count,
  colour,
  pressed,
  onClick,
}: {
  label: string;
  count: number | undefined;
  colour: string;
  pressed: boolean;
  onClick: () => void;
}) {
  const { i18n } = useTranslation();
  const countText = count?.toLocaleString(i18n.language) ?? '–';
  return (
    <Button
      className="card-state-tile"
      style={{ '--card-state-tile-bar': barColours[colour] } as CSSProperties}
      type={pressed ? 'primary' : 'default'}
      ghost={pressed}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <span className="card-state-tile-count">{countText}</span>{' '}
      <span className="card-state-tile-label">{label}</span>
    </Button>
  );
}

export interface CardStateSummaryStripProps {
  /** The applied filter: its company and org scope what is counted, and tell the tile shown. */
  applied: CallObj<typeof cardStateListCall>;
  /** Shows the cards of a tile in the list (another click on the shown tile shows every card). */
  onShow: (tile: SummaryTile | undefined) => void;
}

/**
 * How many cards of the scope wait for each reason before they can be activated, and how many are registered:
 * a click on a tile lists those cards.
 */
export function CardStateSummaryStrip({ applied, onShow }: CardStateSummaryStripProps) {
  const { t, i18n } = useTranslation();
  const scope = { companyId: applied.companyId, orgId: applied.orgId };
  const summary = useCallQuery(cardStateSummaryCall, scope, { staleTime: 30_000 }).data?.rows[0];
  const shown = shownTile(applied);
  const toggle = (tile: SummaryTile) => onShow(shown === tile ? undefined : tile);
  return (
    <Card size="small">
      <Flex align="center" gap={12} wrap>
        <Typography.Text strong>{t('realNameCardState:summary.blocked')}</Typography.Text>
        {activationBlockReasons.map((reason) => (
          <Tile
            key={reason}
            label={t(`realNameCardState:summary.${reason}`)}
            count={summary?.blocked[reason]}
            colour={blockColours[reason]}
            pressed={shown === reason}
            onClick={() => toggle(reason)}
          />
        ))}
        <span className="card-state-strip-gap" />
        <Tile
          label={t('realNameCardState:summary.registered')}
          count={summary?.registered}
          colour="success"
          pressed={shown === 'registered'}
          onClick={() => toggle('registered')}
        />
        {summary && (
          <Typography.Text type="secondary">
            {t('realNameCardState:summary.total', { total: summary.total.toLocaleString(i18n.language) })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
