import { pathOfPage } from '@simdesk/contract';

/** The address of a card change's detail page. */
export const cardChangeDetailPath = (changeId: number) =>
  pathOfPage('vehicleChangeCardDetail', {}, { id: changeId });
