const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A press on a dialog's buttons (Save, Cancel, Close, a row's Remove) leaves the focus where it is. Otherwise the
 * press blurs the field being typed in, whose check then shows its message above the footer, moving the button down
 * under the pointer before it is released: the click was lost (a Cancel that did not close, a Save that did not
 * check the form). The click itself is not touched, and Save checks the whole form.
 */
function keepFocusOnPress(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest('button')) event.preventDefault();
}

/**
 * A dialog's `onEntered`: the cursor goes to its first field, so that a scheduler types at once (react-bootstrap
 * focuses the dialog itself, and a field's autoFocus runs while the dialog is still hidden, so it is lost). Escape
 * still closes the dialog and the focus goes back to what opened it: the dialog noted that when it was shown.
 */
export function focusFirstField(dialog: HTMLElement): void {
  // the same listener twice is added once
  dialog.addEventListener('mousedown', keepFocusOnPress, true);
  // a person who already went to a field while the dialog faded in keeps it
  const active = document.activeElement;
  if (active && active !== dialog && dialog.contains(active)) return;
  dialog.querySelector<HTMLElement>(FIELD)?.focus();
}
