// The menu of a LazyDropdown, loaded on its first opening: it mounts open, with the focus on its toggle (which
// replaced the plain one that was clicked), and from then on opens and closes as any react-bootstrap Dropdown.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';

/**
 * The menu's items, written with the Dropdown the menu has loaded (Dropdown.Item, Dropdown.Divider...); `close` shuts
 * the menu (for a menu that holds a control rather than items), `open` tells whether it is shown.
 */
export type MenuItems = (dropdown: typeof Dropdown, menu: { open: boolean; close: () => void }) => ReactNode;

export interface OpenDropdownProps {
  /** the toggle's id and accessible name */
  id: string;
  label: string;
  size?: 'sm';
  variant?: 'link' | 'outline-secondary';
  toggleClassName: string;
  disabled?: boolean;
  /** what the toggle shows */
  toggle: ReactNode;
  items: MenuItems;
  /** fixed positioning, for a menu in a table that scrolls sideways on phones (an absolute menu would be clipped) */
  fixedMenu?: boolean;
  menuClassName?: string;
  /** 'outside': a click inside the menu leaves it open (a menu that holds a control) */
  autoClose?: 'outside';
}

export default function OpenDropdown({
  id,
  label,
  size,
  variant = 'link',
  toggleClassName,
  disabled,
  toggle,
  items,
  fixedMenu,
  menuClassName,
  autoClose,
}: OpenDropdownProps) {
  const [show, setShow] = useState(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => toggleRef.current?.focus(), []);
  return (
    <Dropdown align="end" show={show} onToggle={setShow} autoClose={autoClose ?? true}>
      <Dropdown.Toggle
        ref={toggleRef}
        variant={variant}
        size={size}
        className={toggleClassName}
        id={id}
        aria-label={label}
        disabled={disabled}
      >
        {toggle}
      </Dropdown.Toggle>
      <Dropdown.Menu className={menuClassName} popperConfig={fixedMenu ? { strategy: 'fixed' } : undefined}>
        {items(Dropdown, { open: show, close: () => setShow(false) })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
