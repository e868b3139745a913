import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { reloadForFailedChunk } from '../lib/chunkReload';
import { reportError } from '../lib/errors';
import { failedChunk } from '../domain/chunkReload';
import { ErrorPage } from './ErrorPage';
import { Loader } from './Loader';

interface BoundaryProps {
  children: ReactNode;
  /** the page's path: going to another page leaves the error behind */
  resetKey: string;
  framed: boolean;
}

/** 'loading': a chunk failed and whether the page reloads for it is being decided (no error page flashes first). */
type BoundaryState = { failure: null | 'render' | 'loading' | 'reloading' | 'chunk' };

/**
 * Shows the 500 page, with working links, instead of a blank screen when a screen throws or its code cannot be loaded;
 * a chunk gone since a deploy reloads the page once first (lib/chunkReload.ts).
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: failedChunk(error) === null ? 'render' : 'loading' };
  }

  componentDidCatch(error: unknown) {
    if (reloadForFailedChunk(error)) return this.setState({ failure: 'reloading' });
    reportError(error, { service: 'app', operation: 'render' });
    if (failedChunk(error) !== null) this.setState({ failure: 'chunk' });
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failure && previous.resetKey !== this.props.resetKey) this.setState({ failure: null });
  }

  /** A screen that threw renders again; one whose code failed to load needs the page loaded anew (React keeps the
   * failed import), which the reload guard has let happen once already: this is the person asking again. */
  retry = () => {
    if (this.state.failure === 'chunk') window.location.reload();
    else this.setState({ failure: null });
  };

  render() {
    const { failure } = this.state;
    if (failure === 'loading' || failure === 'reloading') return <Loader fullPage={!this.props.framed} />;
    if (failure) return <ErrorPage code={500} onRetry={this.retry} framed={this.props.framed} />;
    return this.props.children;
  }
}

/** Error handling inside the router: the error page's links work, and another page resets it. */
export function ErrorBoundary({ children, framed = false }: { children: ReactNode; framed?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} framed={framed}>
      {children}
    </Boundary>
  );
}
