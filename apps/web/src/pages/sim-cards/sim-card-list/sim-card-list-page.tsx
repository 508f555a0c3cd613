import { useEffect, useMemo, useState } from 'react';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  simCardExportCall,
  simCardFilterOptionsCall,
  simCardListCall,
  simCardPageSizes,
  simCardRemarkCall,
  simCardSetCustomTagCall,
  type SimCardRow,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { CallListView } from '../../../components/list-page/call-list-page';
import { useCallList } from '../../../components/list-page/use-call-list';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { BatchChangeButton } from '../../../features/sim-cards/card-actions/batch-change-button';
import { CardImportButton } from '../../../features/sim-cards/card-import/card-import-button';
import { simCardColumns } from '../../../features/sim-cards/sim-card-columns';
import { usePageContext } from '../../../routing/page-context';
import { BatchQueryDialog } from './batch-query-dialog';
import { CardExportButton } from './card-export-button';
import { ColumnSettings, useColumnChoice } from './column-settings';
import { readOpenedWith, toSimCardFilter, type SimCardFilterValues } from './filter-values';
import { RemarkDialog } from './remark-dialog';
import { SimCardFilters } from './sim-card-filters';
import { TagEditDialog } from './tag-edit-dialog';
import './sim-card-list-page.css';

/**
 * /vehicleCard/cardLink/simCardManagement/simCardList: every card in the caller's scope in keyset pages, with
 * filters, a batch query of up to 1,000 numbers, column settings, custom tags and remarks.
 */
export function SimCardListPage() {
  const { t } = useTranslation('cards');
  const { t: text } = useTranslation();
  const { search } = usePageContext();
  const openedWith = useMemo(() => readOpenedWith(search), [search]);
  const [batchNumbers, setBatchNumbers] = useState<string[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [remarkCard, setRemarkCard] = useState<SimCardRow>();
  const list = useCallList<typeof simCardListCall, SimCardFilterValues, SimCardRow>({
    call: simCardListCall,
    toObj: (values) => toSimCardFilter(values, []),
    paging: { kind: 'keyset', rowsOf: (page) => page.cards, pageSizes: simCardPageSizes },
  });
  const { form, apply: applyObj } = list;
  const columnChoice = useColumnChoice();
  const canRemark = useCallAllowed(simCardRemarkCall);
  // Selecting rows serves the tag editor and the export of chosen cards.
  const canTag = useCallAllowed(simCardSetCustomTagCall);
  const canExport = useCallAllowed(simCardExportCall);
  const canSelect = canTag || canExport;
  const filterOptionsAnswer = useCallQuery(simCardFilterOptionsCall, {}, { staleTime: 60_000 });
  const filterOptions = filterOptionsAnswer.data?.rows[0];
  // The company column only tells something to carrier staff, who see several companies.
  const manyCompanies = (filterOptions?.companies.length ?? 0) > 1;

  const apply = (values: Partial<SimCardFilterValues>, numbers: string[]) => {
    applyObj({
      ...toSimCardFilter(values, numbers),
      numberType: values.cardNumber === openedWith.cardNumber ? openedWith.numberType : undefined,
    });
    setSelected([]);
  };
  // The quick search (and a link with batchOpr) arrives through the address: a kept-alive tab follows it.
  useEffect(() => {
    form.setFieldsValue({ cardNumber: openedWith.cardNumber });
    setBatchNumbers([]);
    applyObj({ cardNumber: openedWith.cardNumber, numberType: openedWith.numberType });
    if (openedWith.openBatch) setBatchOpen(true);
  }, [openedWith, form, applyObj]);

  const columns = useMemo(() => {
    const all = simCardColumns(text);
    const chosen = columnChoice.chosen
      .filter((key) => key !== 'company' || manyCompanies)
      .map((key) => ({ key, ...all[key] }));
    if (!canRemark) return chosen;
    const action = {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right' as const,
      render: (_: unknown, card: SimCardRow) => (
        <Button type="link" size="small" onClick={() => setRemarkCard(card)}>
          {t('remark.edit')}
        </Button>
      ),
    };
    return [...chosen, action];
  }, [t, text, columnChoice.chosen, canRemark, manyCompanies]);

  return (
    <>
      <CallListView<typeof simCardListCall, SimCardFilterValues, SimCardRow>
        list={list}
        className="sim-card-list-page"
        rowKey={(card) => card.id}
        columns={columns}
        filters={<SimCardFilters />}
        filtersPending={filterOptionsAnswer.isPending}
        onSearch={(values) => apply(values, batchNumbers)}
        onReset={() => {
          setBatchNumbers([]);
          apply({}, []);
        }}
        emptyText={t('empty')}
        toolbar={(filter) => (
          <>
            <Button onClick={() => setBatchOpen(true)}>{t('batch.open')}</Button>
            {batchNumbers.length > 0 && (
              <Tag
                closable
                color="blue"
                onClose={() => {
                  setBatchNumbers([]);
                  apply(form.getFieldsValue(), []);
                }}
              >
                {t('batch.active', { count: batchNumbers.length })}
              </Tag>
            )}
            <DialogCallButton
              call={simCardSetCustomTagCall}
              disabled={selected.length === 0}
              dialog={(opened) => <TagEditDialog {...opened} cardIds={selected} />}
            >
              {t('tags.edit')}
            </DialogCallButton>
            <CardImportButton />
            <BatchChangeButton cardIds={selected} />
            <CardExportButton
              filter={filter}
              selectedCardIds={selected}
              total={list.total}
              totalIsEstimate={list.totalIsEstimate}
              columns={columns.map((column) => String(column.key))}
            />
          </>
        )}
        toolbarEnd={<ColumnSettings {...columnChoice} />}
        rowSelection={
          canSelect
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
      />
      <BatchQueryDialog
        open={batchOpen}
        onClose={() => setBatchOpen(false)}
        onQuery={(numbers) => {
          setBatchNumbers(numbers);
          setBatchOpen(false);
          apply(form.getFieldsValue(), numbers);
        }}
      />
      <RemarkDialog card={remarkCard} onClose={() => setRemarkCard(undefined)} />
    </>
  );
}
