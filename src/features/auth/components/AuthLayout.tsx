import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/Card';
import { TAGLINE } from '../messages';

export type AuthLayoutKind = 'basic' | 'card' | 'split';
export const AuthLayoutContext = createContext<AuthLayoutKind>('basic');
export const useAuthLayout = () => useContext(AuthLayoutContext);

function Brand() {
  return (
    <Link to="/" className="d-inline-flex align-items-center gap-2 text-decoration-none fw-bold fs-4 text-primary">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      ShiftCover
    </Link>
  );
}

/** The frame of every sign-in and registration screen, in the basic, card or split layout. */
export function AuthLayout({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const kind = useAuthLayout();
  const body = (
    <>
      <h1 className="h4 mb-3">{title}</h1>
      {children}
    </>
  );
  if (kind === 'split') {
    return (
      <main className="container-fluid">
        <div className="row min-vh-100">
          <div
            className="col-lg-6 d-none d-lg-flex flex-column justify-content-center align-items-center text-white p-5"
            // a fixed dark blue: the theme's primary turns light in dark mode, too pale behind white text
            style={{ background: '#1d4f9e' }}
          >
            <p className="display-6 fw-semibold">ShiftCover</p>
            <p className="lead">{TAGLINE}</p>
          </div>
          <div className="col-lg-6 d-flex flex-column justify-content-center p-4">
            <div className="mx-auto w-100" style={{ maxWidth: wide ? 720 : 440 }}>
              <div className="d-lg-none mb-3 text-center">
                <Brand />
                <p className="text-body-secondary mt-2">{TAGLINE}</p>
              </div>
              {body}
            </div>
          </div>
        </div>
      </main>
    );
  }
  return (
    <main className="container py-4 py-md-5">
      <div className="mx-auto" style={{ maxWidth: wide ? 760 : 480 }}>
        <div className="text-center mb-3">
          <Brand />
          <p className="text-body-secondary mt-2 mb-0">{TAGLINE}</p>
        </div>
        <Card className={kind === 'card' ? 'shadow border-0 overflow-hidden' : 'shadow-sm'}>
          {kind === 'card' && <div className="bg-primary py-2" aria-hidden="true" />}
          <Card.Body className="p-4 p-sm-5">{body}</Card.Body>
        </Card>
      </div>
    </main>
  );
}
