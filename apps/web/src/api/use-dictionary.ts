import { useMemo } from 'react';
import { companyDictionaryCall, lookupPage, type DictionaryEntry } from '@simdesk/contract';
import { useSession } from '../session/session-store';
import { useCallQuery } from './use-call-query';

/** Dictionaries change rarely: one read serves every select and label for half an hour, or until a change. */
const dictionaryStaleTime = 30 * 60 * 1000;

/** The caller company's enabled dictionary (platform-wide and own entries), grouped by dictType, cached. */
export function useCompanyDictionary() {
  const companyId = useSession().user?.companyId;
  return useCallQuery(
    companyDictionaryCall,
    { companyId: companyId ?? 0 },
    { page: lookupPage, enabled: companyId !== undefined, staleTime: dictionaryStaleTime },
  );
}

export interface DictionaryLookup {
  entries: readonly DictionaryEntry[];
  /** For a Select: value is the entry's dictValue, label its dictLabel. */
  options: { value: string; label: string }[];
  /** The label of a stored value; the value itself when the dictionary does not know it. */
  labelOf: (value: string | null | undefined) => string;
  loading: boolean;
}

/** One dictionary type for selects and labels: `const brands = useDictionary('vehicleBrand')`. */
export function useDictionary(dictType: string): DictionaryLookup {
  const dictionary = useCompanyDictionary();
  const grouped = dictionary.data?.rows[0];
  return useMemo(() => {
    const entries = grouped?.[dictType] ?? [];
    const labels = new Map(entries.map((entry) => [entry.dictValue, entry.dictLabel]));
    return {
      entries,
      options: entries.map((entry) => ({ value: entry.dictValue, label: entry.dictLabel })),
      labelOf: (value) => (value === null || value === undefined ? '' : (labels.get(value) ?? value)),
      loading: dictionary.isLoading,
    };
  }, [grouped, dictType, dictionary.isLoading]);
}

/** The dictionary types the company uses (with at least one enabled entry), sorted. */
export function useDictionaryTypes(): string[] {
  const grouped = useCompanyDictionary().data?.rows[0];
  return useMemo(() => Object.keys(grouped ?? {}).sort(), [grouped]);
}
