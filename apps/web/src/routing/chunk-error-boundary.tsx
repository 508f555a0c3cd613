import { Component, lazy, Suspense, type ReactNode } from 'react';
import { PlainPageError } from './plain-page-error';

// Ant Design's result (with its pictures of every status) loads on the first failure, not with the login page.
const PageErrorResult = lazy(() =>
  import('./page-error-result').then((module) => ({ default: module.PageErrorResult })),
);

interface ChunkErrorBoundaryState {
  failed: boolean;
}

/** A page whose code failed (or took too long) to load, or that crashed: say so and offer a reload. */
export class ChunkErrorBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  ChunkErrorBoundaryState
> {
  override state: ChunkErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChunkErrorBoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <ChunkErrorBoundary fallback={<PlainPageError />}>
        <Suspense fallback={null}>
          <PageErrorResult />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
}
