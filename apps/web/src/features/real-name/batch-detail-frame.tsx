import { Fragment, type ReactNode } from 'react';
import type { CallRow } from '@simdesk/contract';
import type {
  deregistrationDetailCall,
  enterpriseBatchDetailCall,
} from '@simdesk/contract/modules/real-name';
import {
  RecordDetailFrame,
  type RecordDetailFrameProps,
} from '../../components/detail-page/record-detail-frame';
import { isBatchRunning } from './batch-progress';

/** The detail call of a batch whose cards go to the carriers: an enterprise registration, a deregistration. */
export type BatchDetailCall = typeof enterpriseBatchDetailCall | typeof deregistrationDetailCall;

/** What a batch's cards table gets from the batch's page. */
export interface BatchCardsProps {
  batchId: number;
  /** Read again this often while the batch's cards are not all answered; false once they are. */
  refreshMilliseconds: number | false;
}

/** A batch's cards take no filters: the batch names them all. */
export type NoCardFilters = Record<string, never>;

// While cards wait to be sent or for the carrier's answer, the page follows them.
const refreshSeconds = 5;

export interface BatchDetailFrameProps<Call extends BatchDetailCall> extends Omit<
  RecordDetailFrameProps<Call>,
  'refetchEvery' | 'children'
> {
  /** The batch's summary; it says how often the page reads again while the batch runs. */
  summary: (batch: CallRow<Call>, refreshSeconds: number) => ReactNode;
  /** The batch's cards, read again this often while the batch runs (false once it is finished). */
  cards: (batch: CallRow<Call>, refreshMilliseconds: number | false) => ReactNode;
}

/**
 * A batch's detail page: its summary over its cards, both read again every few seconds while some cards wait
 * or are with the carrier.
 */
export function BatchDetailFrame<Call extends BatchDetailCall>({
  summary,
  cards,
  ...frame
}: BatchDetailFrameProps<Call>) {
  const refreshOf = (batch: CallRow<Call>) => isBatchRunning(batch) && refreshSeconds * 1000;
  return (
    <RecordDetailFrame<Call> {...frame} refetchEvery={refreshOf}>
      {(batch) => (
        <>
          {summary(batch, refreshSeconds)}
          {/* Another batch's cards start again from their first page. */}
          <Fragment key={batch.id}>{cards(batch, refreshOf(batch))}</Fragment>
        </>
      )}
    </RecordDetailFrame>
  );
}
