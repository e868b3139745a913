import { Suspense, type ReactNode } from 'react';
import { Card } from './Card';
import { CardLoading } from './Loader';
import { useNearViewport } from './useNearViewport';

/**
 * A card far down a page whose code loads once it is about to be seen (`children` is a React.lazy component): its
 * title and 'Loading...' at once, then the card itself. The first screen does not wait for, or pay for, what is below.
 */
export function CardWhenNear({ title, children }: { title: string; children: ReactNode }) {
  const [card, near] = useNearViewport<HTMLDivElement>();
  const shell = (busy: boolean) => (
    <Card className="mb-3 shadow-sm">
      <Card.Header>
        <h2 className="h5 mb-0">{title}</h2>
      </Card.Header>
      <CardLoading started={busy} />
    </Card>
  );
  return <div ref={card}>{near ? <Suspense fallback={shell(true)}>{children}</Suspense> : shell(false)}</div>;
}
