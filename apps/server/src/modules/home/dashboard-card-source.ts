import type { CardStatusCode } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { defineExtensionPoint } from '../../platform/modules/extension-point';

/** The days the card figures cover: [from, to) in UTC instants, and each day's label in the caller's calendar. */
export interface DashboardWindow {
  from: Date;
  to: Date;
  /** The caller's offset from UTC in minutes, east positive: a source groups its figures by local day. */
  utcOffsetMinutes: number;
  /** 'YYYY-MM-DD' of each day, oldest first. */
  days: readonly string[];
}

export interface CardDayFigures {
  day: string;
  activations: number;
  usageKilobytes: number;
}

/** What the info panel shows about SIM cards, within the caller's company and org subtree. */
export interface CardFigures {
  byStatus: readonly { status: CardStatusCode; count: number }[];
  /** Days without a figure may be left out: the summary fills them with zeros. */
  daily: readonly CardDayFigures[];
}

/**
 * Where the dashboard's card figures come from. The SIM card module contributes the real source (its tables,
 * scoped with callerScope); without it the summary says honestly that there are no cards.
 */
export interface DashboardCardSource {
  cardFigures(caller: OperatorContext, window: DashboardWindow): Promise<CardFigures>;
}

/** No card tables yet: no cards, no activations, no usage — never invented numbers. */
export const emptyDashboardCardSource: DashboardCardSource = {
  cardFigures: async () => ({ byStatus: [], daily: [] }),
};

/** The SIM card module contributes the dashboard's card figures here. */
export const dashboardCardSourcePoint = defineExtensionPoint<DashboardCardSource>(
  'home.dashboard-card-source',
);
