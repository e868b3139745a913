// FullCalendar's markup trips a few WCAG checks; its DOM is patched as it renders.
import { useEffect, type RefObject } from 'react';
import { LIST_REGION_LABEL } from './messages';

/**
 * - the toolbar's chevron icons are role="img" without a name: the button's title names the button, so
 *   the icon is hidden from assistive technology;
 * - '+n more' is an <a> without href carrying aria-expanded: it acts as a button, so it says so;
 * - day cells are labelled by their day number's link ('November 3, 2026') while they show the events
 *   too: the cell keeps the name of what it shows;
 * - the list views' scrolling area holds no focusable element. (The week and day views' scroller on a day
 *   without shifts has the same finding, but it sits inside FullCalendar's grid roles, where a focusable
 *   element breaks the grid's structure for axe: left as it is.)
 */
function fixCalendarA11y(root: HTMLElement) {
  root.querySelectorAll('.fc-icon[role="img"]').forEach((el) => {
    el.removeAttribute('role');
    el.setAttribute('aria-hidden', 'true');
  });
  root.querySelectorAll('a.fc-more-link:not([role])').forEach((el) => el.setAttribute('role', 'button'));
  root.querySelectorAll('td.fc-daygrid-day[aria-labelledby]').forEach((el) => el.removeAttribute('aria-labelledby'));
  // the list views scroll inside the calendar: keyboard users must be able to reach and scroll them
  root.querySelectorAll('.fc-list .fc-scroller:not([tabindex])').forEach((el) => {
    el.setAttribute('tabindex', '0');
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', LIST_REGION_LABEL);
  });
}

/** Patches the calendar under `container` now and whenever FullCalendar redraws it; `key` remounts it. */
export function useCalendarA11y(container: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    fixCalendarA11y(root);
    const observer = new MutationObserver(() => fixCalendarA11y(root));
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-labelledby', 'role'],
    });
    return () => observer.disconnect();
  }, [container, key]);
}
