import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageDefinition } from '@simdesk/contract';
import { FullPageSpin } from '../components/full-page-spin';
import { FailurePage } from '../pages/shell/failure/failure-page';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { PageContext } from './page-context';
import { pageComponents } from './page-components';

export interface PageViewProps {
  page: PageDefinition;
  params: Readonly<Record<string, string>>;
  search: string;
}

/** One page: its lazily loaded component inside a loading fallback and an error boundary. */
export function PageView({ page, params, search }: PageViewProps) {
  // Looked up by any route name: a page no module builds has no component and fails as not found.
  const componentsByName: Readonly<Partial<Record<string, LazyExoticComponent<ComponentType>>>> =
    pageComponents;
  const PageComponent = componentsByName[page.name];
  if (!PageComponent) return <FailurePage status={404} />;
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
