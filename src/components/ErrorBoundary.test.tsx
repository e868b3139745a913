import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let throwing = true;
function Screen() {
  if (throwing) throw new Error('render failed');
  return <p>the screen</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorBoundary framed>
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/screen" element={<Screen />} />
        </Routes>
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

describe('ErrorBoundary', () => {
  // React reports a caught render error on the console too
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows the error page in place of a screen that throws, and Try again renders it again', () => {
    quiet();
    throwing = true;
    renderAt('/screen');
    expect(screen.getByRole('heading', { name: 'Whoops, something went wrong!' })).toBeInTheDocument();
    // inside the frame's main landmark, not a second one
    expect(screen.queryByRole('main')).toBeNull();
    throwing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('has a working link home, and another page leaves the error behind', () => {
    quiet();
    throwing = true;
    renderAt('/screen');
    fireEvent.click(screen.getByRole('link', { name: 'Take me home' }));
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.queryByText('Whoops, something went wrong!')).toBeNull();
  });
});
