import { lazy } from 'react';
import { CardWhenNear } from '../../components/CardWhenNear';
import { TEMPLATES_TITLE } from './messages';

// The editor's form code (react-hook-form with its field arrays, yup's schemas: about 27 KiB gzip) loads once the card
// is about to be seen: on /shifts it sits under ten rows of shifts, so the first screen does not wait for it.
const ShiftTemplatesEditor = lazy(() =>
  import('./ShiftTemplatesEditor').then((m) => ({ default: m.ShiftTemplatesEditor })),
);

/** The Shift Templates card of /shifts: its title at once, the editor when the card nears the viewport. */
export function TemplatesEditorWhenNear() {
  return (
    <CardWhenNear title={TEMPLATES_TITLE}>
      <ShiftTemplatesEditor />
    </CardWhenNear>
  );
}
