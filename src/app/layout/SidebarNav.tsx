import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../lib/hooks';
import { searchWithFacility } from '../../domain/facilityParam';
import { selectChosenFacilityId, selectIsActive } from '../../session/scope';
import { NAV_ITEMS } from './navItems';

/** The sidebar's links, naming a company user's facility choice; all but Home appear only for active accounts. */
export function SidebarNav({
  collapsed = false,
  onNavigate,
  horizontal = false,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
  horizontal?: boolean;
}) {
  const active = useAppSelector(selectIsActive);
  const items = NAV_ITEMS.filter((i) => !i.activeOnly || active);
  const search = searchWithFacility('', useAppSelector(selectChosenFacilityId));
  return (
    <ul className={`nav ${horizontal ? 'flex-row' : 'flex-column'} gap-1`}>
      {items.map((item) => (
        <li className="nav-item" key={item.to}>
          <NavLink
            to={{ pathname: item.to, search }}
            end={item.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              `nav-link d-flex align-items-center gap-2 rounded ${isActive ? 'active fw-semibold' : 'text-body'}`
            }
            title={collapsed ? item.label : undefined}
          >
            <span aria-hidden="true" className="text-center" style={{ width: 20 }}>
              {item.icon}
            </span>
            <span className={collapsed ? 'visually-hidden' : ''}>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
