import { Suspense } from 'react';
import type { PageDefinition } from '@simdesk/contract';

import { FullPageSpin } from '../components/full-page-spin';

import { FailureView } from './failure-view';

import { ChunkErrorBoundary } from './chunk-error-boundary';

import { PageContext } from './page-context';

import { usePageComponents } from './page-components-context';

export interface PageViewProps {
  page: PageDefinition;
  params: Readonly<Record<string, string>>;
  search: string;
}

/** One page: its lazily loaded component inside a loading fallback and an error boundary. */
export function PageView({ page, params, search }: PageViewProps) {
  const PageComponent = usePageComponents()[page.name];
  if (!PageComponent) return <FailureView status={404} />;
  return (
    <PageContext value={{ page, params, search }}>
      <ChunkErrorBoundary>
        <Suspense fallback={<FullPageSpin />}>
          <PageComponent />
        </Suspense>
      </ChunkErrorBoundary>
    </PageContext>
  );
}
