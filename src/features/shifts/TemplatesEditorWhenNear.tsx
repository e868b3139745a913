import { lazy, Suspense } from 'react';
import Card from 'react-bootstrap/Card';
import { Loader } from '../../components/Loader';
import { useNearViewport } from '../../components/useNearViewport';
import { TEMPLATES_TITLE } from './messages';

// The editor's form code (react-hook-form with its field arrays, yup's schemas: about 27 KiB gzip) loads once the card
// is about to be seen: on /shifts it sits under ten rows of shifts, so the first screen does not wait for it.
const ShiftTemplatesEditor = lazy(() =>
  import('./ShiftTemplatesEditor').then((m) => ({ default: m.ShiftTemplatesEditor })),
);

/** The Shift Templates card of /shifts: its title at once, the editor when the card nears the viewport. */
export function TemplatesEditorWhenNear() {
  const [card, near] = useNearViewport<HTMLDivElement>();
  const shell = (busy: boolean) => (
    <Card className="mb-3 shadow-sm">
      <Card.Header>
        <h2 className="h5 mb-0">{TEMPLATES_TITLE}</h2>
      </Card.Header>
      {busy ? <Loader /> : <div className="py-5" />}
    </Card>
  );
  return (
    <div ref={card}>
      {near ? (
        <Suspense fallback={shell(true)}>
          <ShiftTemplatesEditor />
        </Suspense>
      ) : (
        shell(false)
      )}
    </div>
  );
}
