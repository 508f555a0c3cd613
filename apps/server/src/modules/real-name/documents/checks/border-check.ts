// -9101: the card's border must be whole in the picture: a card found apart from the background and touching
// no edge of the frame. A card that does not stand out from its background cannot show its border either.
import type { CardRegion } from '../image/card-region';
import { documentWarningCode, warningIf, type DocumentWarning } from './document-warnings';

export function checkBorder(region: Pick<CardRegion, 'found' | 'touchedEdges'>): DocumentWarning[] {
  if (!region.found) return warningIf(documentWarningCode.borderIncomplete, ['card-not-found']);
  return warningIf(
    documentWarningCode.borderIncomplete,
    region.touchedEdges.length > 0 ? ['card-touches-edge'] : [],
  );
}
