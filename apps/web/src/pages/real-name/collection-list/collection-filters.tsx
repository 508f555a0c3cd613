import { useTranslation } from 'react-i18next';
import {
  collectionStage,
  type CallObj,
  type CollectionStageCode,
  type ScopeFilterOptions,
} from '@simdesk/contract';
import type { collectionListCall } from '@simdesk/contract/modules/real-name';
import { chosenOrUndefined } from '../../../components/list-page/list-filters';
import {
  cardInScopeObj,
  CodesCardFilters,
  type CardFilterValues,
  type CreatedInScopeValues,
} from '../../../features/real-name/real-name-filters';

/** The owner collection list's filter form. */
export interface CollectionFilterValues extends CardFilterValues, CreatedInScopeValues {
  stage: CollectionStageCode[];
}

/** The list call's obj from the form's values. */
export function toCollectionFilter(
  values: Partial<CollectionFilterValues>,
): CallObj<typeof collectionListCall> {
  return { stage: chosenOrUndefined(values.stage), ...cardInScopeObj(values) };
}

/** Stage, card, VIN, when sent, and the caller's scope. */
export function CollectionFilters({ options }: { options: ScopeFilterOptions | undefined }) {
  const { t } = useTranslation();
  const stage = { name: 'stage', label: t('realName:collecting.columns.stage'), table: collectionStage };
  return <CodesCardFilters codes={stage} options={options} />;
}
