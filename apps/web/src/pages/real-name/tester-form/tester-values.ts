import type { TesterAddObj, TesterEditObj, TesterRow } from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';

/** The tester form: the ID number only when adding, whether enabled only when editing. */
export interface TesterValues {
  name: string;
  idNumber: string;
  mobile: string;
  note?: string;
  enabled: boolean;
}

/** The add call's obj from the checked form. */
export function toTesterAddObj(values: TesterValues): TesterAddObj {
  return {
    name: values.name,
    idNumber: values.idNumber,
    mobile: values.mobile,
    note: filledOrUndefined(values.note),
  };
}

/** The edit call's obj from the checked form: a name or mobile left empty is kept as stored. */
export function toTesterEditObj(testerId: number, values: TesterValues): TesterEditObj {
  return {
    id: testerId,
    name: filledOrUndefined(values.name),
    mobile: filledOrUndefined(values.mobile),
    note: filledOrUndefined(values.note),
    enabled: values.enabled,
  };
}

/**
 * What the edit form starts with: the note and whether enabled. The name and mobile are stored sealed and read
 * masked, so they start empty: left so, they are kept.
 */
export function testerEditValues(tester: TesterRow): Partial<TesterValues> {
  return { note: tester.note ?? undefined, enabled: tester.enabled };
}
