/** A card as a real-name row is placed: its company and org, its numbers, its carrier account. */
export interface PlacedCard {
  id: number;
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
  iccid: string;
  msisdn: string | null;
  carrierAccountId: number | null;
}

/** The values of the schema's placed-card columns for a card. */
export const placedCardValues = (card: PlacedCard) => ({
  companyId: card.companyId,
  orgId: card.orgId,
  orgPath: card.orgPath,
  cardId: card.id,
  iccid: card.iccid,
  msisdn: card.msisdn,
  carrierAccountId: card.carrierAccountId,
});
