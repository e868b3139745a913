import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LazyDropdown } from '../../components/LazyDropdown';
import { useAppSelector } from '../../lib/hooks';
import { selectAvatar, selectDisplayName } from '../../session/scope';

const AVATAR_CLASSES =
  'd-inline-flex align-items-center justify-content-center rounded-circle bg-primary text-white fw-semibold';

/**
 * The avatar shows the stored avatar, or else the first letter of the facility (or company) name: also when the
 * avatar does not load (gone, or on an origin the Content-Security-Policy does not allow: docs/deploy.md).
 */
export function AvatarMenu() {
  const name = useAppSelector(selectDisplayName);
  const stored = useAppSelector(selectAvatar);
  const [failed, setFailed] = useState<string | null>(null);
  const avatar = stored && stored !== failed ? stored : null;
  const letter = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <LazyDropdown
      id="avatar-menu"
      label={`Account menu for ${name || 'your account'}`}
      toggleClassName="p-0 border-0 text-decoration-none"
      toggle={
        avatar ? (
          <img
            src={avatar}
            alt=""
            width={36}
            height={36}
            className="rounded-circle object-fit-cover"
            onError={() => setFailed(avatar)}
          />
        ) : (
          <span className={AVATAR_CLASSES} style={{ width: 36, height: 36 }} aria-hidden="true">
            {letter}
          </span>
        )
      }
      items={(Dropdown) => (
        <>
          <Dropdown.ItemText className="small text-body-secondary text-truncate" style={{ maxWidth: 240 }}>
            {name}
          </Dropdown.ItemText>
          <Dropdown.Item as={Link} to="/pages/settings">
            Account
          </Dropdown.Item>
          <Dropdown.Item as={Link} to="/pages/billing">
            Billing
          </Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as={Link} to="/authentication/basic/logout">
            Logout
          </Dropdown.Item>
        </>
      )}
    />
  );
}
