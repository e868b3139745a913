import { Link } from 'react-router-dom';
import Dropdown from 'react-bootstrap/Dropdown';
import { useAppSelector } from '../../lib/hooks';
import { selectAvatar, selectDisplayName } from '../../session/scope';

const AVATAR_CLASSES =
  'd-inline-flex align-items-center justify-content-center rounded-circle bg-primary text-white fw-semibold';

/** The avatar shows the stored avatar, or else the first letter of the facility (or company) name. */
export function AvatarMenu() {
  const name = useAppSelector(selectDisplayName);
  const avatar = useAppSelector(selectAvatar);
  const letter = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="p-0 border-0 text-decoration-none"
        id="avatar-menu"
        aria-label={`Account menu for ${name || 'your account'}`}
      >
        {avatar ? (
          <img src={avatar} alt="" width={36} height={36} className="rounded-circle object-fit-cover" />
        ) : (
          <span className={AVATAR_CLASSES} style={{ width: 36, height: 36 }} aria-hidden="true">
            {letter}
          </span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu>
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
      </Dropdown.Menu>
    </Dropdown>
  );
}
