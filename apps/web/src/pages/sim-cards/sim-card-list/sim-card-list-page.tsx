import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Empty, Form, Space, Table, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  simCardFilterOptionsCall,
  simCardListCall,
  simCardListPageCode,
  type SimCardFilter,
  type SimCardRow,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { callQueryKey, useCallQuery } from '../../../api/use-call-query';
import { usePageContext } from '../../../routing/page-context';
import { PermissionButton } from '../../../components/permission/permission-button';
import { useActionAllowed } from '../../../components/permission/use-action-allowed';
import { BatchChangeButton } from '../../../features/sim-cards/card-actions/batch-change-button';
import { CardImportButton } from '../../../features/sim-cards/card-import/card-import-button';
import { BatchQueryDialog } from './batch-query-dialog';
import { CardExportButton } from './card-export-button';
import { ColumnSettings, useColumnChoice } from './column-settings';
import { readOpenedWith, toSimCardFilter, type SimCardFilterValues } from './filter-values';
import { KeysetPager } from './keyset-pager';
import { RemarkDialog } from './remark-dialog';
import { simCardColumns } from '../../../features/sim-cards/sim-card-columns';
import { SimCardFilters } from './sim-card-filters';
import { TagEditDialog } from './tag-edit-dialog';
import { useKeysetPages } from './use-keyset-pages';
import './sim-card-list-page.css';

/**
 * /vehicleCard/cardLink/simCardManagement/simCardList: every card in the caller's scope in keyset pages, with
 * filters, a batch query of up to 1,000 numbers, column settings, custom tags and remarks.
 */
export function SimCardListPage() {
  const { t } = useTranslation('cards');
  const { search } = usePageContext();
  const openedWith = useMemo(() => readOpenedWith(search), [search]);
  const [form] = Form.useForm<SimCardFilterValues>();
  const [batchNumbers, setBatchNumbers] = useState<string[]>([]);
  const [filter, setFilter] = useState<SimCardFilter>({});
  const [pageSize, setPageSize] = useState(20);
  const [batchOpen, setBatchOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [tagging, setTagging] = useState(false);
  const [remarkCard, setRemarkCard] = useState<SimCardRow>();
  const pages = useKeysetPages();
  const restartPages = pages.restart;
  const columnChoice = useColumnChoice();
  const canEdit = useActionAllowed(simCardListPageCode, 'edit');
  const canExport = useActionAllowed(simCardListPageCode, 'export');
  // Selecting rows serves the tag editor and the export of chosen cards.
  const canSelect = canEdit || canExport;
  const filterOptions = useCallQuery(simCardFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  // The company column only tells something to carrier staff, who see several companies.
  const manyCompanies = (filterOptions?.companies.length ?? 0) > 1;

  const apply = (values: Partial<SimCardFilterValues>, numbers: string[]) => {
    setFilter({
      ...toSimCardFilter(values, numbers),
      numberType: values.cardNumber === openedWith.cardNumber ? openedWith.numberType : undefined,
    });
    pages.restart();
    setSelected([]);
  };

  // The quick search (and a link with batchOpr) arrives through the address: a kept-alive tab follows it.
  useEffect(() => {
    form.setFieldsValue({ cardNumber: openedWith.cardNumber });
    setBatchNumbers([]);
    setFilter({ cardNumber: openedWith.cardNumber, numberType: openedWith.numberType });
    restartPages();
    if (openedWith.openBatch) setBatchOpen(true);
  }, [openedWith, form, restartPages]);

  const obj = { ...filter, pageSize, ...(pages.cursor === undefined ? {} : { cursor: pages.cursor }) };
  const list = useQuery({
    queryKey: callQueryKey(simCardListCall, obj),
    queryFn: () => callApiForRow(simCardListCall, obj),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => {
    const all = simCardColumns(t);
    const chosen = columnChoice.chosen
      .filter((key) => key !== 'company' || manyCompanies)
      .map((key) => ({ key, ...all[key] }));
    if (!canEdit) return chosen;
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
  }, [t, columnChoice.chosen, canEdit, manyCompanies]);

  return (
    <div className="sim-card-list-page">
      <Card size="small" className="sim-card-filters">
        <Form<SimCardFilterValues>
          form={form}
          layout="inline"
          onFinish={(values) => apply(values, batchNumbers)}
        >
          <SimCardFilters />
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('filters.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setBatchNumbers([]);
                  apply({}, []);
                }}
              >
                {t('filters.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <div className="sim-card-toolbar">
          <Space wrap>
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
            <PermissionButton
              pageCode={simCardListPageCode}
              action="edit"
              disabled={selected.length === 0}
              onClick={() => setTagging(true)}
            >
              {t('tags.edit')}
            </PermissionButton>
            <CardImportButton />
            <BatchChangeButton cardIds={selected} />
            <CardExportButton
              filter={filter}
              selectedCardIds={selected}
              total={list.data?.total}
              totalIsEstimate={list.data?.totalIsEstimate ?? false}
              columns={columns.map((column) => String(column.key))}
            />
          </Space>
          <Space>
            <ColumnSettings {...columnChoice} />
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('system:list.refresh')}
              loading={list.isFetching}
              onClick={() => void list.refetch()}
            />
          </Space>
        </div>
        <Table<SimCardRow>
          size="middle"
          rowKey="id"
          columns={columns}
          dataSource={list.data?.cards ?? []}
          loading={list.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
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
        <KeysetPager
          pageNumber={pages.pageNumber}
          hasPrevious={pages.hasPrevious}
          nextCursor={list.data?.nextCursor}
          total={list.data?.total}
          totalIsEstimate={list.data?.totalIsEstimate ?? false}
          pageSize={pageSize}
          onPrevious={pages.previous}
          onNext={pages.next}
          onPageSize={(size) => {
            setPageSize(size);
            pages.restart();
          }}
        />
      </Card>
      <BatchQueryDialog
        open={batchOpen}
        onClose={() => setBatchOpen(false)}
        onQuery={(numbers) => {
          setBatchNumbers(numbers);
          setBatchOpen(false);
          apply(form.getFieldsValue(), numbers);
        }}
      />
      <TagEditDialog cardIds={selected} open={tagging} onClose={() => setTagging(false)} />
      <RemarkDialog card={remarkCard} onClose={() => setRemarkCard(undefined)} />
    </div>
  );
}
