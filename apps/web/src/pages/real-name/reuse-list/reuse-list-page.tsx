import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pathOfPage } from '@simdesk/contract';
import { reuseFilterOptionsCall, reuseListCall, reuseSubmitCall } from '@simdesk/contract/modules/real-name';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import {
  registrationCommonObj,
  RegistrationCommonFilters,
  type RegistrationCommonValues,
} from '../../../features/real-name/real-name-filters';
import { useRealNameScope } from '../../../features/real-name/real-name-scope';
import { RegistrationTable, useRegistrationList } from '../../../features/real-name/registration-table';
import { ReuseDialog } from './reuse-dialog';

/** The address of a registration by reuse on this page's own detail page. */
const reuseDetailPath = (registrationId: number) =>
  pathOfPage('yidongRnReuseDetail', {}, { id: registrationId });

/**
 * /vehicleCard/realname/realnameManagement/yidongRnReuse: the registrations of the caller's scope made by
 * reusing the registration China Mobile holds for the owner's ID card, newest first, personal data masked;
 * a card is registered so here.
 */
export function ReuseListPage() {
  const { t } = useTranslation();
  const scope = useRealNameScope(reuseFilterOptionsCall);
  const list = useRegistrationList<typeof reuseListCall, RegistrationCommonValues>({
    call: reuseListCall,
    toObj: registrationCommonObj,
  });
  return (
    <RegistrationTable<typeof reuseListCall, RegistrationCommonValues>
      list={list}
      className="reuse-list-page"
      showCompany={(scope.options?.companies.length ?? 0) > 1}
      registrationPath={reuseDetailPath}
      filters={<RegistrationCommonFilters options={scope.options} />}
      filtersPending={scope.pending}
      emptyText={t('realNameChinaMobile:reuse.empty')}
      toolbar={
        <DialogCallButton
          call={reuseSubmitCall}
          type="primary"
          icon={<LinkOutlined />}
          dialog={(opened) => <ReuseDialog {...opened} />}
        >
          {t('realNameChinaMobile:reuse.button')}
        </DialogCallButton>
      }
    />
  );
}
