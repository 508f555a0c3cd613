import { usePageContext } from '../../../routing/page-context';
import { useSession } from '../../../session/session-store';

/** The company the page is about: ?companyId=… (carrier staff, from company management) or the operator's own. */
export function useTargetCompany(): { obj: { companyId?: number }; companyId: number | undefined } {
  const { user } = useSession();
  const requested = Number(new URLSearchParams(usePageContext().search).get('companyId'));
  const named = Number.isInteger(requested) && requested > 0 ? requested : undefined;
  return { obj: named === undefined ? {} : { companyId: named }, companyId: named ?? user?.companyId };
}
