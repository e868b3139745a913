// The menu of a LazyDropdown, loaded on its first opening: it mounts open, with the focus on its toggle (which
// replaced the plain one that was clicked), and from then on opens and closes as any react-bootstrap Dropdown.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';

/** The menu's items, written with the Dropdown the menu has loaded (Dropdown.Item, Dropdown.Divider...). */
export type MenuItems = (dropdown: typeof Dropdown) => ReactNode;

export interface OpenDropdownProps {
  /** the toggle's id and accessible name */
  id: string;
  label: string;
  size?: 'sm';
  toggleClassName: string;
  /** what the toggle shows */
  toggle: ReactNode;
  items: MenuItems;
  /** fixed positioning, for a menu in a table that scrolls sideways on phones (an absolute menu would be clipped) */
  fixedMenu?: boolean;
}

export default function OpenDropdown({
  id,
  label,
  size,
  toggleClassName,
  toggle,
  items,
  fixedMenu,
}: OpenDropdownProps) {
  const [show, setShow] = useState(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => toggleRef.current?.focus(), []);
  return (
    <Dropdown align="end" show={show} onToggle={setShow}>
      <Dropdown.Toggle
        ref={toggleRef}
        variant="link"
        size={size}
        className={toggleClassName}
        id={id}
        aria-label={label}
      >
        {toggle}
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={fixedMenu ? { strategy: 'fixed' } : undefined}>{items(Dropdown)}</Dropdown.Menu>
    </Dropdown>
  );
}
