import Button from 'react-bootstrap/Button';

const PRINT = 'Print';

/**
 * `Print`: the browser's print of the page, which the print stylesheet (styles.css) turns into the screen's sheet: its
 * tables without the frame, the buttons or the form controls (the timesheet's sign-off sheet, /today's roster).
 */
export function PrintButton() {
  return (
    <Button size="sm" variant="outline-secondary" onClick={() => window.print()}>
      {PRINT}
    </Button>
  );
}
