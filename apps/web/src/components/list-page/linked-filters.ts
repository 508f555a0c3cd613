import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The filters a link put in the page's address (`?cardNumber=…` from a card's page), for a list to start with;
 * undefined when the address names none of them.
 */
export function useLinkedFilters<Name extends string>(
  ...names: readonly Name[]
): Partial<Record<Name, string>> | undefined {
  const { search } = useLocation();
  const key = names.join(',');
  return useMemo(() => {
    const query = new URLSearchParams(search);
    const found = key.split(',').flatMap((name) => {
      const value = query.get(name);
      return value ? [[name, value] as const] : [];
    });
    return found.length === 0 ? undefined : (Object.fromEntries(found) as Partial<Record<Name, string>>);
  }, [search, key]);
}
