import {
  companyInfoCall,
  lookupPage,
  siteInfoCall,
  type CompanyInfo,
  type SiteInfo,
} from '@simdesk/contract';
import { useCallQuery } from '../../api/use-call-query';
import { useSession } from '../../session/session-store';

const rarelyChanges = 10 * 60 * 1000;

/** The sign-in page texts: platform name, copyright, filing number, hotline. */
export function useSiteInfo(enabled = true): SiteInfo | undefined {
  const answer = useCallQuery(siteInfoCall, {}, { enabled, staleTime: rarelyChanges });
  return answer.data?.rows[0];
}

/** The signed-in operator's company (spec §3: fetched per companyId, first row). */
export function useCompanyInfo(): CompanyInfo | undefined {
  const { token, user } = useSession();
  const companyId = token === undefined ? undefined : user?.companyId;
  const answer = useCallQuery(
    companyInfoCall,
    { companyId: companyId ?? 0 },
    { page: lookupPage, enabled: companyId !== undefined, staleTime: rarelyChanges },
  );
  return companyId === undefined ? undefined : answer.data?.rows[0];
}

/** The company's platform name once signed in, else the site's. */
export function usePlatformName(): string | undefined {
  const { token, user } = useSession();
  const signedIn = token !== undefined && user !== undefined;
  const company = useCompanyInfo();
  const site = useSiteInfo(!signedIn);
  return signedIn ? company?.platformName : site?.platformName;
}
