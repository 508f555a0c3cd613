import { useMemo, type ReactNode } from 'react';
import { Card } from 'antd';
import type { CallDefinition, CallRow } from '@simdesk/contract';
import type { RefetchEvery } from '../../api/use-call-query';
import { usePageContext } from '../../routing/page-context';
import { BackToListContext, type BackToList } from './back-to-list';
import { BackToListResult } from './back-to-list-result';
import { readRecordId } from './record-id';
import { useRecordDetail } from './use-record-detail';
import './record-detail-page.css';

/** What a detail page says when it has no record to show. */
export interface MissingRecordTexts {
  /** The address names no record. */
  noRecord: string;
  /** The server knows no such record in the caller's scope. */
  notFound: string;
  notFoundHint: string;
}

export interface RecordDetailFrameProps<Call extends CallDefinition> {
  /** The detail call; it takes the `?id=` of the address. */
  call: Call;
  missing: MissingRecordTexts;
  /** The list the page goes back to; the parts inside (the summary card) offer the same way. */
  back: BackToList;
  refetchEvery?: RefetchEvery<CallRow<Call>>;
  /** The page's parts, stacked, once the record is read. */
  children: (record: CallRow<Call>) => ReactNode;
}

/**
 * The frame of a record's detail page (`…?id=123`): reads the id, loads the record, and says on the page
 * when there is none to show, with the way back to its list.
 */
export function RecordDetailFrame<Call extends CallDefinition>({
  call,
  missing,
  back,
  refetchEvery,
  children,
}: RecordDetailFrameProps<Call>) {
  const { search } = usePageContext();
  const recordId = useMemo(() => readRecordId(search), [search]);
  const detail = useRecordDetail(call, recordId, refetchEvery);
  if (recordId === undefined) return <BackToListResult title={missing.noRecord} back={back} />;
  if (detail.isError) {
    return <BackToListResult title={missing.notFound} subTitle={missing.notFoundHint} back={back} />;
  }
  const record = detail.data;
  if (record === undefined) return <Card loading />;
  return (
    <BackToListContext value={back}>
      <div className="record-detail-page">{children(record)}</div>
    </BackToListContext>
  );
}

/** Two parts side by side (a narrow one, then a wide one), stacked on a narrow screen. */
export function RecordDetailColumns({ children }: { children: ReactNode }) {
  return <div className="record-detail-columns">{children}</div>;
}
