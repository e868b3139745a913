// A menu button whose menu, react-bootstrap's Dropdown with Popper (12 KiB gzip), loads when it is first opened:
// the dashboard shows a menu on every shift and invoice row and in the navbar, and opens few of them. Until then the
// toggle is a plain button with the same look and name; a pointer over it or focus on it starts the load.
import { lazy, Suspense, useState } from 'react';
import type { OpenDropdownProps } from './OpenDropdown';

const OpenDropdown = lazy(() => import('./OpenDropdown'));
const preload = () => void import('./OpenDropdown');

function PlainToggle({
  id,
  label,
  size,
  variant = 'link',
  toggleClassName,
  toggle,
  disabled,
  onOpen,
}: OpenDropdownProps & { onOpen?: () => void }) {
  return (
    <div className="dropdown">
      <button
        type="button"
        id={id}
        aria-label={label}
        aria-expanded={false}
        className={`dropdown-toggle btn btn-${variant}${size ? ` btn-${size}` : ''} ${toggleClassName}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={onOpen}
        disabled={disabled || !onOpen}
      >
        {toggle}
      </button>
    </div>
  );
}

export function LazyDropdown(props: OpenDropdownProps) {
  const [opened, setOpened] = useState(false);
  if (!opened) return <PlainToggle {...props} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<PlainToggle {...props} />}>
      <OpenDropdown {...props} />
    </Suspense>
  );
}
