import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { toast } from '../../../lib/toast';
import type { SocialProvider } from '../authApi';
import { POPUP_CLOSED_CODES, socialSignIn } from '../authSlice';
import { LOGIN_UNEXPECTED } from '../messages';
import { useAppDispatch } from '../../../lib/hooks';
import type { ThunkError } from '../../../lib/thunkError';

/** The two social sign-in providers, each in a popup. */
export function SocialButtons() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const go = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      await dispatch(socialSignIn(provider)).unwrap();
    } catch (err) {
      // closing the popup is the person's choice, not a failure
      if (!POPUP_CLOSED_CODES.includes((err as ThunkError).code ?? '')) toast.error(LOGIN_UNEXPECTED);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="mt-4">
      <div className="text-center text-body-secondary small mb-2">or sign in with</div>
      <div className="d-flex gap-2">
        <Button
          variant="outline-secondary"
          className="flex-fill"
          disabled={busy !== null}
          onClick={() => void go('google')}
        >
          Sign in with Google
        </Button>
        <Button
          variant="outline-secondary"
          className="flex-fill"
          disabled={busy !== null}
          onClick={() => void go('facebook')}
        >
          Sign in with Facebook
        </Button>
      </div>
    </div>
  );
}
