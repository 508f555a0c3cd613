import { Suspense, useId, type ReactNode } from 'react';
import { Button, Card, Empty, Form, Space, Table, type TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallDefinition, CallObj, CallRow } from '@simdesk/contract';
import { useDeclaredCall } from '../../api/declared-call';
import { CallFields } from '../forms/call-field';
import { FullPageSpin } from '../full-page-spin';
import { KeysetPager } from './keyset-pager';
import { useCallList, type CallList, type CallListOptions } from './use-call-list';
import { InertWhenMeasured } from './inert-when-measured';
import { KeyboardScrollable } from './keyboard-scrollable';
import './call-list-page.css';

export interface CallListViewProps<Call extends CallDefinition, FilterValues, Row> {
  list: CallList<Call, FilterValues, Row>;
  columns: NonNullable<TableProps<Row>['columns']>;
  rowKey: (row: Row) => string | number;
  /** Form.Items of the filter bar (CallFields follow the list call's schema); their values go through toObj. */
  filters?: ReactNode;
  /**
   * True while what decides the filter bar's items loads (the scope's companies, a company filter for carrier
   * staff only): the view waits with it, so no late item makes the bar grow under the table.
   */
  filtersPending?: boolean;
  /** Instead of applying the filter values through toObj (the page adds its own state). */
  onSearch?: (values: Partial<FilterValues>) => void;
  onReset?: () => void;
  /** Buttons above the table (add, import, export …); a function gets the applied obj (export). */
  toolbar?: ReactNode | ((obj: CallObj<Call>) => ReactNode);
  /** Beside the refresh button (column settings). */
  toolbarEnd?: ReactNode;
  expandable?: TableProps<Row>['expandable'];
  rowSelection?: TableProps<Row>['rowSelection'];
  onRow?: TableProps<Row>['onRow'];
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A list screen bound to a contract call: a filter bar, the table with loading and empty states, and
 * server paging — offset pages with the total, or keyset pages (Previous / Next) with an exact or estimated
 * total. The filter values live in the form, so a kept-alive tab keeps them.
 */
export function CallListView<Call extends CallDefinition, FilterValues, Row extends object>(
  props: CallListViewProps<Call, FilterValues, Row>,
) {
  // The filter bar's fields follow the list call's schemas, which the production build loads apart: the view
  // is drawn once they are here, so the bar does not grow under the table and push it down. The rows are
  // fetched meanwhile (by the page's useCallList, above this boundary).
  if (props.filtersPending) return <FullPageSpin />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <DeclaredCallListView<Call, FilterValues, Row> {...props} />
    </Suspense>
  );
}

function DeclaredCallListView<Call extends CallDefinition, FilterValues, Row extends object>(
  props: CallListViewProps<Call, FilterValues, Row>,
) {
  const { list, filters, toolbar } = props;
  useDeclaredCall(list.call);
  const { t } = useTranslation();
  // Field ids are the form's name and the field's: kept-alive tabs hold several filter bars at once, and a
  // label must name its own page's field (two bars with a cardNumber field would share one id).
  const formName = `list${useId().replaceAll(':', '')}`;
  const search = props.onSearch ?? list.search;
  const reset = () => {
    list.form.resetFields();
    if (props.onReset) props.onReset();
    else list.search({});
  };
  const { paging } = list;
  return (
    <div className={['call-list-page', props.className].filter(Boolean).join(' ')}>
      {filters && (
        <Card size="small" className="call-list-filters">
          <Form<FilterValues> form={list.form} name={formName} layout="inline" onFinish={search}>
            <CallFields call={list.call}>{filters}</CallFields>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t('system:list.search')}
                </Button>
                <Button onClick={reset}>{t('system:list.reset')}</Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      )}
      <Card size="small">
        <div className="call-list-toolbar">
          <Space wrap>{typeof toolbar === 'function' ? toolbar(list.obj) : toolbar}</Space>
          <Space>
            {props.toolbarEnd}
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('system:list.refresh')}
              loading={list.fetching}
              onClick={list.refetch}
            />
          </Space>
        </div>
        <KeyboardScrollable>
          <Table<Row>
            size="middle"
            rowKey={props.rowKey}
            columns={props.columns}
            dataSource={[...list.rows]}
            loading={list.loading}
            expandable={props.expandable}
            rowSelection={
              props.rowSelection && {
                columnTitle: (checkbox) => <InertWhenMeasured>{checkbox}</InertWhenMeasured>,
                ...props.rowSelection,
              }
            }
            onRow={props.onRow}
            scroll={{ x: 'max-content' }}
            locale={
              props.emptyText === undefined
                ? undefined
                : { emptyText: <Empty description={props.emptyText} /> }
            }
            pagination={
              paging.kind === 'keyset'
                ? false
                : {
                    current: list.pageIndex,
                    pageSize: list.pageSize,
                    total: list.total ?? 0,
                    showSizeChanger: true,
                    showTotal: (total) => t('system:list.total', { total }),
                    onChange: list.setOffsetPage,
                  }
            }
          />
        </KeyboardScrollable>
        {paging.kind === 'keyset' && (
          <KeysetPager
            pageNumber={list.cursors.pageNumber}
            hasPrevious={list.cursors.hasPrevious}
            nextCursor={list.nextCursor}
            total={list.total}
            totalIsEstimate={list.totalIsEstimate}
            pageSize={list.pageSize}
            pageSizes={paging.pageSizes}
            onPrevious={list.cursors.previous}
            onNext={list.cursors.next}
            onPageSize={list.setPageSize}
          />
        )}
      </Card>
    </div>
  );
}

export type CallListPageProps<Call extends CallDefinition, FilterValues, Row> = CallListOptions<
  Call,
  FilterValues,
  Row
> &
  Omit<CallListViewProps<Call, FilterValues, Row>, 'list'>;

/** A list page bound to a call, for pages that need nothing of the list but to show it. */
export function CallListPage<
  Call extends CallDefinition,
  FilterValues,
  Row extends object = CallRow<Call> & object,
>(props: CallListPageProps<Call, FilterValues, Row>) {
  const list = useCallList<Call, FilterValues, Row>(props);
  return <CallListView<Call, FilterValues, Row> {...props} list={list} />;
}
