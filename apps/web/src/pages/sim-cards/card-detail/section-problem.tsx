import type { ReactElement } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { carrierProblemRowSchema, type CarrierProblem } from '@simdesk/contract';
import { isApiError } from '../../../api/api-error';

/** The problem key of a failed section: the carrier's problem when the server named one. */
export function problemKeyOf(error: unknown): CarrierProblem | 'cardGone' | 'other' {
  if (!isApiError(error)) return 'other';
  const named = carrierProblemRowSchema.safeParse(error.rows[0]);
  if (named.success) return named.data.carrierProblem;
  return error.status === '404' ? 'cardGone' : 'other';
}

/**
 * Why a section could not be filled, inline where it would have been: in the operator's language, with the
 * server's own words as the detail, and a way to try again.
 */
export function SectionProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('cardDetail');
  const key = problemKeyOf(error);
  const detail = isApiError(error) ? error.message : undefined;
  // A card without a carrier account stays so until someone links it: trying again would not help.
  const retryable = key !== 'noAccount' && key !== 'cardGone';
  return (
    <Alert
      type={key === 'noAccount' ? 'info' : 'warning'}
      showIcon
      role="alert"
      title={t(`problem.${key}`)}
      description={detail}
      action={
        retryable && onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('problem.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** A section's read: its data once answered, or what the section shows meanwhile. */
export type SectionRead<Data> =
  { data: Data; waiting?: undefined } | { data?: undefined; waiting: ReactElement };

/** The problem with a way to try again, or a skeleton of about as many rows as the section will have. */
export function sectionRead<Data>(query: UseQueryResult<Data>, skeletonRows: number): SectionRead<Data> {
  if (query.isError) {
    return { waiting: <SectionProblem error={query.error} onRetry={() => void query.refetch()} /> };
  }
  if (query.data === undefined) return { waiting: <Skeleton active paragraph={{ rows: skeletonRows }} /> };
  return { data: query.data };
}
