import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  complaintAddCall,
  complaintFilterOptionsCall,
  complaintListCall,
  complaintPageSizes,
  type ComplaintRow,
} from '@simdesk/contract/modules/enhanced-network';
import { useCallQuery } from '../../../api/use-call-query';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListView } from '../../../components/list-page/call-list-page';
import { useCallList } from '../../../components/list-page/use-call-list';
import { usePageContext } from '../../../routing/page-context';
import { complaintColumns } from './complaint-columns';
import { ComplaintDrawer } from './complaint-drawer';
import { ComplaintFilters, toComplaintFilter, type ComplaintFilterValues } from './complaint-filters';
import { ComplaintFormDialog } from './complaint-form-dialog';
import './complaint-entry-page.css';

/**
 * /vehicleCard/enhancedNetwork/complaintEntry: the complaints about the caller's cards in keyset pages, a
 * detail drawer that works them, and the new-complaint form (opened by ?addComplaint, as the lifecycle
 * shortcut does). ?cardNumber= lists one card's complaints; ?complaintId= opens one in the drawer.
 */
export function ComplaintEntryPage() {
  const { t } = useTranslation('enhancedNetwork');
  const { page, search } = usePageContext();
  const navigate = useNavigate();
  const opened = useMemo(() => new URLSearchParams(search), [search]);
  const [adding, setAdding] = useState(false);
  const [openedId, setOpenedId] = useState<number>();
  const list = useCallList<typeof complaintListCall, ComplaintFilterValues, ComplaintRow>({
    call: complaintListCall,
    toObj: toComplaintFilter,
    paging: { kind: 'keyset', rowsOf: (answer) => answer.complaints, pageSizes: complaintPageSizes },
  });
  const { form, apply } = list;
  const options = useCallQuery(complaintFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  const manyCompanies = (options?.companies.length ?? 0) > 1;

  // The address opens the form or names a card: a kept-alive tab follows it, and the query is then spent.
  useEffect(() => {
    const cardNumber = opened.get('cardNumber') ?? undefined;
    if (cardNumber !== undefined) {
      form.setFieldsValue({ cardNumber });
      apply(toComplaintFilter({ cardNumber }));
    }
    if (opened.has('addComplaint')) setAdding(true);
    const complaintId = Number(opened.get('complaintId'));
    if (Number.isSafeInteger(complaintId) && complaintId > 0) setOpenedId(complaintId);
  }, [opened, form, apply]);
  const closeForm = () => {
    setAdding(false);
    if (opened.has('addComplaint')) void navigate(page.path, { replace: true });
  };

  const columns = useMemo(
    () => complaintColumns(t, { manyCompanies, onOpen: (row) => setOpenedId(row.id) }),
    [t, manyCompanies],
  );
  return (
    <>
      <CallListView<typeof complaintListCall, ComplaintFilterValues, ComplaintRow>
        list={list}
        className="complaint-entry-page"
        rowKey={(row) => row.id}
        columns={columns}
        filters={<ComplaintFilters />}
        emptyText={t('complaint.empty')}
        toolbar={
          <AddButton call={complaintAddCall} onClick={() => setAdding(true)}>
            {t('complaint.add')}
          </AddButton>
        }
      />
      <ComplaintFormDialog open={adding} onClose={closeForm} onFiled={(id) => setOpenedId(id)} />
      <ComplaintDrawer complaintId={openedId} onClose={() => setOpenedId(undefined)} />
    </>
  );
}
