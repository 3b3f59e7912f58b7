import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/lazy-page';
import { OfflineState } from './OfflineState';

interface Props {
  /** The page's address: a new page starts without the last page's failure. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches page code that did not load (ChunkLoadError) and shows the offline state with Retry in
 * the page's place, so the shell around it stays. Any other error goes on up.
 */
export class PageBoundary extends Component<Props, { failed: ChunkLoadError | null }> {
  override state: { failed: ChunkLoadError | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) return { failed: error };
    throw error;
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey) this.retry();
  }

  // Back online, or Retry: render the page again, which asks for its code again.
  retry = () => {
    if (!this.state.failed) return;
    this.state.failed.retry();
    this.setState({ failed: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page">
        <OfflineState onRetry={this.retry} />
      </div>
    );
  }
}
