const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A press on a dialog's other buttons (Cancel, Close, a row's Remove) leaves the focus where it is. Otherwise the
 * press blurs the field being typed in, whose check then shows its message above the footer, moving Cancel down
 * under the pointer before the button is released: the click was lost and the dialog stayed open. The click itself
 * is not touched; Save (a submit button) checks the whole form anyway.
 */
function keepFocusOnPress(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest('button:not([type="submit"])')) event.preventDefault();
}

/**
 * A dialog's `onEntered`: the cursor goes to its first field, so that a scheduler types at once (react-bootstrap
 * focuses the dialog itself, and a field's autoFocus runs while the dialog is still hidden, so it is lost). Escape
 * still closes the dialog and the focus goes back to what opened it: the dialog noted that when it was shown.
 */
export function focusFirstField(dialog: HTMLElement): void {
  // the same listener twice is added once
  dialog.addEventListener('mousedown', keepFocusOnPress, true);
  dialog.querySelector<HTMLElement>(FIELD)?.focus();
}
