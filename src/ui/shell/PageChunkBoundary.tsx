import { Component, type ReactNode } from 'react';
import { PageLoadFailed } from './PageFailure';
import { forgetFailedPages, PageLoadError } from './pages';

// A page whose chunk did not arrive says so and offers Try again; any other error goes on up to
// the page-wide boundary.

interface Props {
  children: ReactNode;
}

export class PageChunkBoundary extends Component<Props, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error instanceof PageLoadError)
      return (
        <PageLoadFailed
          onRetry={() => {
            forgetFailedPages();
            this.setState({ error: undefined });
          }}
        />
      );
    if (error !== undefined) throw error;
    return this.props.children;
  }
}
