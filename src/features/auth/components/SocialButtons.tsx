import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { toast } from 'react-toastify';
import { signInWithSocial, type SocialProvider } from '../authApi';
import { authErrorCode } from '../authErrors';
import { LOGIN_UNEXPECTED } from '../messages';
import { reportError } from '../../../lib/errors';

/** The two social sign-in providers, each in a popup. */
export function SocialButtons() {
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const go = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      await signInWithSocial(provider);
    } catch (error) {
      const code = authErrorCode(error);
      if (code !== 'auth/popup-closed-by-user' && code !== 'auth/cancelled-popup-request') {
        reportError(error, { service: 'auth', operation: 'socialSignIn', provider });
        toast.error(LOGIN_UNEXPECTED);
      }
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="mt-4">
      <div className="text-center text-body-secondary small mb-2">or sign in with</div>
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" className="flex-fill" disabled={busy !== null} onClick={() => go('google')}>
          Sign in with Google
        </Button>
        <Button
          variant="outline-secondary"
          className="flex-fill"
          disabled={busy !== null}
          onClick={() => go('facebook')}
        >
          Sign in with Facebook
        </Button>
      </div>
    </div>
  );
}
