import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { AvatarMenu } from './AvatarMenu';
import { SidebarNav } from './SidebarNav';
import { useTheme } from './ThemeContext';
import { ImpersonationBanner } from './ImpersonationBanner';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Loader } from '../../components/Loader';
import { useShownOnce } from '../../components/useShownOnce';
import { useFacilityChoiceUrl } from '../../components/useFacilityChoiceUrl';
import { useMembershipWatch } from '../../session/membershipWatch';

// The off-canvas menu and the theme settings (react-bootstrap's Offcanvas and its modal manager) load when first
// opened: most visits open neither.
const MobileMenu = lazy(() => import('./MobileMenu'));
const ThemeSettingsPanel = lazy(() => import('./ThemeSettingsPanel').then((m) => ({ default: m.ThemeSettingsPanel })));
// The Alerts (their listeners, the slice) load after the first render, outside the screens' first-load chunk.
const AlertsMenu = lazy(() => import('../../features/alerts/AlertsMenu'));

/** The signed-in frame: top navbar with the avatar menu, the sidebar, and the page. */
export function MainLayout() {
  const { theme, setTheme } = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const vertical = theme.navbarPosition !== 'top';
  const topLinks = theme.navbarPosition !== 'vertical';
  const collapsed = theme.isNavbarVerticalCollapsed;
  const menuMounted = useShownOnce(menuOpen);
  const settingsMounted = useShownOnce(settingsOpen);
  // a facility named by the URL on arrival is chosen before the screen first reads
  const choiceReady = useFacilityChoiceUrl();
  useMembershipWatch();

  return (
    // fluid: the whole width; otherwise the whole width up to a cap (Bootstrap's fixed containers left 113 px empty on
    // each side of a 1366 px screen while the tables scrolled sideways)
    <div className={theme.isFluid ? 'container-fluid' : 'container-fluid shell-capped'}>
      <a
        href="#main"
        className="visually-hidden-focusable btn btn-primary position-absolute m-2"
        style={{ zIndex: 2000 }}
      >
        Skip to content
      </a>
      <header className="navbar sticky-top bg-body border-bottom py-2 mb-3 d-print-none" style={{ zIndex: 1020 }}>
        <div className="d-flex align-items-center gap-2 w-100">
          <Button
            variant="outline-secondary"
            size="sm"
            className="d-lg-none"
            aria-label="Toggle navigation"
            aria-expanded={menuOpen}
            aria-controls="sidebar-menu"
            onClick={() => setMenuOpen(true)}
          >
            ☰
          </Button>
          {vertical && (
            <Button
              variant="link"
              size="sm"
              className="d-none d-lg-inline text-body"
              aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
              aria-pressed={collapsed}
              onClick={() => setTheme({ isNavbarVerticalCollapsed: !collapsed })}
            >
              ☰
            </Button>
          )}
          {/* below 576 px the logo alone: the name beside the Alerts' unread count pushed the bar 18 px past 375 */}
          <Link
            to="/"
            aria-label="ShiftCover"
            className="navbar-brand fw-bold text-primary d-flex align-items-center gap-2 me-auto"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span className="d-none d-sm-inline">ShiftCover</span>
          </Link>
          {topLinks && (
            <nav aria-label="Main" className="d-none d-lg-block">
              <SidebarNav horizontal />
            </nav>
          )}
          <Suspense fallback={null}>
            <AlertsMenu />
          </Suspense>
          <Button
            variant="link"
            className="text-body"
            aria-label="Theme settings"
            onClick={() => setSettingsOpen(true)}
          >
            ⚙
          </Button>
          <AvatarMenu />
        </div>
      </header>
      <div className="d-flex gap-3">
        {vertical && (
          <nav
            aria-label="Sidebar"
            className="d-none d-lg-block flex-shrink-0 d-print-none"
            style={{ width: collapsed ? 56 : 200, transition: 'width 100ms' }}
          >
            <div className="sticky-top" style={{ top: 72 }}>
              <SidebarNav collapsed={collapsed} />
            </div>
          </nav>
        )}
        <main id="main" className="flex-grow-1 pb-5" style={{ minWidth: 0 }} tabIndex={-1}>
          <ImpersonationBanner />
          {/* a screen that fails shows the error page here: the menus and the other screens keep working */}
          <ErrorBoundary framed>
            <Suspense fallback={<Loader />}>{choiceReady ? <Outlet /> : <Loader />}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <Suspense fallback={null}>
        {menuMounted && <MobileMenu show={menuOpen} onHide={() => setMenuOpen(false)} />}
        {settingsMounted && <ThemeSettingsPanel show={settingsOpen} onHide={() => setSettingsOpen(false)} />}
      </Suspense>
    </div>
  );
}
