import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { i18n } from '../i18n/i18n';

interface ChunkErrorBoundaryState {
  failed: boolean;
}

/** A page whose code failed (or took too long) to load, or that crashed: say so and offer a reload. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, ChunkErrorBoundaryState> {
  override state: ChunkErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChunkErrorBoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="error"
        title={i18n.t('common:pageError.title')}
        subTitle={i18n.t('common:pageError.description')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {i18n.t('common:reload')}
          </Button>
        }
      />
    );
  }
}
