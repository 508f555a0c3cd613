import { lazy, Suspense } from 'react';
import { FullPageSpin } from '../components/full-page-spin';
import type { FailurePageProps } from '../pages/shell/failure/failure-page';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { withLoadTimeout } from './lazy-page';

// The 403/404 page and Ant Design's result pictures load when a failure is shown, not with the login page.
const FailurePage = lazy(() =>
  withLoadTimeout(() => import('../pages/shell/failure/failure-page')).then((module) => ({
    default: module.FailurePage,
  })),
);

/** The failure page, loaded on first use, outside the signed-in shell (which has it already). */
export function FailureView(props: FailurePageProps) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<FullPageSpin />}>
        <FailurePage {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
