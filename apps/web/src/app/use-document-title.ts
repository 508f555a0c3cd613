import { useEffect } from 'react';
import { usePlatformName } from '../shell/platform/use-platform';

/** "<page title> - <platform name>" (spec §2); while either is unknown, the part that is known. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const platformName = usePlatformName();
  useEffect(() => {
    if (pageTitle === undefined && platformName === undefined) return;
    document.title = [pageTitle, platformName]
      .filter((part) => part !== undefined && part !== '')
      .join(' - ');
  }, [pageTitle, platformName]);
}
