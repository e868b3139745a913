import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { AuthLayoutContext, type AuthLayoutKind } from '../features/auth/components/AuthLayout';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorPage } from '../components/ErrorPage';
import { Loader } from '../components/Loader';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, ScrollToTop } from './guards';

const ChoosePage = lazy(() => import('../features/auth/components/ChoosePage'));
const LoginPage = lazy(() => import('../features/auth/components/LoginPage'));
const LogoutPage = lazy(() => import('../features/auth/components/LogoutPage'));
const RegisterPage = lazy(() => import('../features/auth/components/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/ForgotPasswordPage'));
const ConfirmMailPage = lazy(() => import('../features/auth/components/ConfirmMailPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/ResetPasswordPage'));
const WizardPage = lazy(() => import('../features/auth/components/WizardPage'));
const InvitePage = lazy(() => import('../features/auth/components/InvitePage'));

type ScreenModule = { default: ComponentType };

/**
 * A lazy screen whose code can be fetched before React asks for it. A signed-in load otherwise fetched the
 * frame only once the session was read, and the screen only once the frame had rendered: two round trips in a
 * row, about 0.7 s of the dashboard's first load on the emulator, before its first query could start.
 */
function lazyScreen(load: () => Promise<ScreenModule>) {
  return Object.assign(lazy(load), { preload: load });
}

// The signed-in frame (menus, offcanvas, popper) stays out of the signed-out screens' bundle.
const MainLayout = lazyScreen(() => import('./layout/MainLayout').then((m) => ({ default: m.MainLayout })));
const DashboardPage = lazyScreen(() => import('./pages/DashboardPage'));
// the account composed with the facility profile's PBJ facility ID (the reports feature)
const AccountPage = lazyScreen(() => import('./pages/AccountPage'));
const OtherLoginFormPage = lazy(() => import('../features/impersonation/OtherLoginFormPage'));
const InvoicesPage = lazyScreen(() => import('./pages/InvoicesPage'));
const InvoiceDetailPage = lazyScreen(() => import('../features/invoices/InvoiceDetailPage'));
const BillingPage = lazyScreen(() => import('../features/invoices/BillingPage'));
// the timesheet composed with the Favorite toggle of each row's worker
const TimesheetPage = lazyScreen(() => import('./pages/TimesheetPage'));
// the charts (visx) load with this route only
const InsightsPage = lazyScreen(() => import('../features/insights/InsightsPage'));
const WorkersPage = lazyScreen(() => import('../features/workers/WorkersPage'));
const ActivityPage = lazyScreen(() => import('../features/history/ActivityPage'));
const StaffingPage = lazyScreen(() => import('../features/staffing/StaffingPage'));
const TodayPage = lazyScreen(() => import('../features/today/TodayPage'));
const CompliancePage = lazyScreen(() => import('../features/compliance/CompliancePage'));
const ReportsPage = lazyScreen(() => import('../features/reports/ReportsPage'));
const TeamPage = lazyScreen(() => import('../features/team/TeamPage'));
// the worker page composed with the block button (the blocks feature)
const WorkerPage = lazyScreen(() => import('./pages/WorkerPage'));

const ShiftsPage = lazyScreen(() => import('./pages/ShiftsPage'));
// shift details composed with the worker actions (review, block) and the Disciplinary Form
const ShiftDetailsPage = lazyScreen(() => import('./pages/ShiftDetailsPage'));
const EditShiftPage = lazyScreen(() => import('../features/shifts/EditShiftPage'));
const CancelShiftPage = lazyScreen(() => import('../features/shifts/CancelShiftPage'));
const CalendarPage = lazyScreen(() => import('./pages/CalendarPage'));
const ReviewsPage = lazyScreen(() => import('./pages/ReviewsPage'));
const ReviewFormPage = lazyScreen(() => import('../features/reviews/ReviewFormPage'));

/** The screens inside the signed-in frame, by path. */
const SIGNED_IN_SCREENS = [
  { path: '/', Screen: DashboardPage },
  { path: '/pages/settings', Screen: AccountPage },
  { path: '/shifts', Screen: ShiftsPage },
  { path: '/shift-details/:id', Screen: ShiftDetailsPage },
  { path: '/shift-details/:id/edit', Screen: EditShiftPage },
  { path: '/shift-details/:id/delete', Screen: CancelShiftPage },
  { path: '/shift-details/:id/review', Screen: ReviewFormPage },
  { path: '/calendar', Screen: CalendarPage },
  { path: '/reviews', Screen: ReviewsPage },
  { path: '/invoices', Screen: InvoicesPage },
  { path: '/invoice/:id', Screen: InvoiceDetailPage },
  { path: '/pages/billing', Screen: BillingPage },
  { path: '/timesheet', Screen: TimesheetPage },
  { path: '/insights', Screen: InsightsPage },
  { path: '/workers', Screen: WorkersPage },
  { path: '/workers/:workerId', Screen: WorkerPage },
  { path: '/activity', Screen: ActivityPage },
  { path: '/staffing', Screen: StaffingPage },
  { path: '/today', Screen: TodayPage },
  { path: '/compliance', Screen: CompliancePage },
  { path: '/reports', Screen: ReportsPage },
  { path: '/team', Screen: TeamPage },
];

/**
 * Starts fetching the signed-in frame and the screen at this path, for a browser that holds a signed-in user:
 * the code arrives while the session is read, not after it. A fetch that fails is left to React's own try.
 */
export function preloadSignedInScreen(pathname: string): void {
  const screen = SIGNED_IN_SCREENS.find(({ path }) => matchPath(path, pathname));
  for (const load of [MainLayout.preload, screen?.Screen.preload]) void load?.().catch(() => undefined);
}

const AUTH_LAYOUTS: AuthLayoutKind[] = ['basic', 'card', 'split'];

/** The sign-in screens, in the layout named by the path (basic, card or split). */
function AuthScreens() {
  const { layout } = useParams();
  if (!AUTH_LAYOUTS.includes(layout as AuthLayoutKind)) return <Navigate to="/errors/404" replace />;
  const kind = layout as AuthLayoutKind;
  const guarded = (el: React.ReactNode) => <RedirectIfSignedIn>{el}</RedirectIfSignedIn>;
  return (
    <AuthLayoutContext.Provider value={kind}>
      <Routes>
        {kind === 'basic' && <Route path="choose" element={guarded(<ChoosePage />)} />}
        <Route path="login" element={guarded(<LoginPage />)} />
        {kind === 'basic' && <Route path="otherLogin" element={guarded(<LoginPage admin />)} />}
        <Route path="logout" element={<LogoutPage />} />
        <Route path="register" element={guarded(<RegisterPage />)} />
        <Route path="forget-password" element={guarded(<ForgotPasswordPage />)} />
        <Route path="confirm-mail" element={guarded(<ConfirmMailPage />)} />
        <Route path="password-reset" element={guarded(<ResetPasswordPage />)} />
        <Route path="*" element={<Navigate to="/errors/404" replace />} />
      </Routes>
    </AuthLayoutContext.Provider>
  );
}

export function App() {
  return (
    <>
      <ScrollToTop />
      {/* the signed-out screens and the signed-in frame; each screen in the frame has its own (MainLayout) */}
      <ErrorBoundary>
        <Suspense fallback={<Loader fullPage />}>
          <Routes>
            <Route path="/authentication/wizard" element={<WizardPage />} />
            <Route path="/authentication/:layout/*" element={<AuthScreens />} />
            <Route path="/invite/:inviteId" element={<InvitePage />} />
            <Route path="/errors/404" element={<ErrorPage code={404} />} />
            <Route path="/errors/500" element={<ErrorPage code={500} />} />
            <Route path="/errors/*" element={<Navigate to="/errors/404" replace />} />
            <Route element={<RequireAuth />}>
              <Route
                path="/otherLoginForm"
                element={
                  <RequireAdmin>
                    <OtherLoginFormPage />
                  </RequireAdmin>
                }
              />
              <Route element={<MainLayout />}>
                {SIGNED_IN_SCREENS.map(({ path, Screen }) =>
                  path === '/' ? (
                    <Route key={path} index element={<Screen />} />
                  ) : (
                    <Route key={path} path={path} element={<Screen />} />
                  ),
                )}
              </Route>
            </Route>
            <Route path="*" element={<ErrorPage code={404} />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
