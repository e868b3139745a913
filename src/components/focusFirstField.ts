const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A dialog's `onEntered`: the cursor goes to its first field, so that a scheduler types at once (react-bootstrap
 * focuses the dialog itself, and a field's autoFocus runs while the dialog is still hidden, so it is lost). Escape
 * still closes the dialog and the focus goes back to what opened it: the dialog noted that when it was shown.
 */
export function focusFirstField(dialog: HTMLElement): void {
  dialog.querySelector<HTMLElement>(FIELD)?.focus();
}
