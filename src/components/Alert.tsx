import type { HTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';

/**
 * Bootstrap's alert, as markup. react-bootstrap's Alert brings its fade transition and close button (about 5 KiB
 * gzip, with react-transition-group) to the first load of every screen that can show one, and no alert of the
 * portal is dismissed or animated. Like react-bootstrap's, it is announced (role alert) unless told otherwise.
 */
export function Alert({
  variant = 'primary',
  className,
  role = 'alert',
  ...rest
}: HTMLAttributes<HTMLDivElement> & { variant?: Variant }) {
  return <div role={role} className={`alert alert-${variant}${className ? ` ${className}` : ''}`} {...rest} />;
}
