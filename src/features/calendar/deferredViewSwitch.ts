// The view buttons answer at once: a click on Week View (or any other view) shows the button pressed in the next
// frame, and the new view is drawn in the task after that paint. FullCalendar otherwise builds the whole view
// inside the click, so the button showed nothing for 860 ms at 4x CPU throttling (Interaction to Next
// Paint under 200 ms). The view is drawn as before, through the calendar's own API.
import { useEffect, type RefObject } from 'react';
import type FullCalendar from '@fullcalendar/react';
import { VIEW_BUTTONS } from './messages';

const VIEW_TYPES = Object.keys(VIEW_BUTTONS);

/** The view a toolbar button switches to, or null for any other element (prev, next, Today, Add Shift). */
function viewOfButton(target: EventTarget | null): { button: HTMLButtonElement; view: string } | null {
  const button = target instanceof Element ? target.closest<HTMLButtonElement>('.fc-toolbar button') : null;
  const view = button && VIEW_TYPES.find((type) => button.classList.contains(`fc-${type}-button`));
  return button && view ? { button, view } : null;
}

/** Defers the view change of the calendar under `container` until the pressed button has painted. */
export function useDeferredViewSwitch(
  container: RefObject<HTMLElement | null>,
  calendar: RefObject<FullCalendar | null>,
) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let pending = 0;
    const onClick = (event: MouseEvent) => {
      const hit = viewOfButton(event.target);
      if (!hit || hit.button.classList.contains('fc-button-active')) return;
      // the click stops here, before FullCalendar's own handler on the button
      event.stopPropagation();
      for (const other of root.querySelectorAll('.fc-toolbar .fc-button-active')) {
        other.classList.remove('fc-button-active');
        other.setAttribute('aria-pressed', 'false');
      }
      hit.button.classList.add('fc-button-active');
      hit.button.setAttribute('aria-pressed', 'true');
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        setTimeout(() => calendar.current?.getApi().changeView(hit.view), 0);
      });
    };
    root.addEventListener('click', onClick, true);
    return () => {
      cancelAnimationFrame(pending);
      root.removeEventListener('click', onClick, true);
    };
  }, [container, calendar]);
}
