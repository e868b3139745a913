import { Component, type ReactNode } from 'react';
import { reportError } from '../lib/errors';
import { ErrorPage } from './ErrorPage';

/** Shows the 500 page instead of a blank screen when a render throws. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error, { service: 'app', operation: 'render' });
  }

  render() {
    return this.state.failed ? <ErrorPage code={500} /> : this.props.children;
  }
}
