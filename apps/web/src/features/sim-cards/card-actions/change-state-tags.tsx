import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ChangeItemState, ChangeOrderState } from '@simdesk/contract';

const orderStateColours: Readonly<Record<ChangeOrderState, string>> = {
  scheduled: 'purple',
  pending: 'processing',
  success: 'success',
  partial: 'warning',
  failed: 'error',
  cancelled: 'default',
};

const itemStateColours: Readonly<Record<ChangeItemState, string>> = {
  queued: 'default',
  pending: 'processing',
  unknown: 'orange',
  success: 'success',
  failed: 'error',
};

/** A change order's state, coloured: in progress blue, done green, failed red. */
export function OrderStateTag({ state, t }: { state: ChangeOrderState; t: TFunction }) {
  return <Tag color={orderStateColours[state]}>{t(`cardChange:orderState.${state}`)}</Tag>;
}

/** One card's state in a change order, coloured like the order's. */
export function ItemStateTag({ state, t }: { state: ChangeItemState; t: TFunction }) {
  return <Tag color={itemStateColours[state]}>{t(`cardChange:itemState.${state}`)}</Tag>;
}
