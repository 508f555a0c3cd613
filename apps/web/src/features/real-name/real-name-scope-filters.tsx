import { useTranslation } from 'react-i18next';
import type { ScopeFilterOptions } from '@simdesk/contract';
import { ScopeFilters } from '../../components/list-page/scope-filters';

/**
 * A real-name list's company and org filters, once the page's options call answered: options that failed to
 * read leave the server's scope alone.
 */
export function RealNameScopeFilters({ options }: { options: ScopeFilterOptions | undefined }) {
  const { t } = useTranslation();
  if (options === undefined) return null;
  return (
    <ScopeFilters
      options={options}
      labels={{ company: t('realName:columns.company'), org: t('realName:columns.org') }}
      org={{ name: 'orgId' }}
    />
  );
}
