import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { AuthLayoutContext, type AuthLayoutKind } from '../features/auth/components/AuthLayout';
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
// The signed-in frame (menus, offcanvas, popper) stays out of the signed-out screens' bundle.
const MainLayout = lazy(() => import('./layout/MainLayout').then((m) => ({ default: m.MainLayout })));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const AccountPage = lazy(() => import('../features/account/AccountPage'));
const OtherLoginFormPage = lazy(() => import('../features/impersonation/OtherLoginFormPage'));
const InvoicesPage = lazy(() => import('./pages/InvoicesPage'));
const InvoiceDetailPage = lazy(() => import('../features/invoices/InvoiceDetailPage'));
const BillingPage = lazy(() => import('../features/invoices/BillingPage'));
// the timesheet composed with the Favorite toggle of each row's worker
const TimesheetPage = lazy(() => import('./pages/TimesheetPage'));
// the charts (visx) load with this route only
const InsightsPage = lazy(() => import('../features/insights/InsightsPage'));
const WorkersPage = lazy(() => import('../features/workers/WorkersPage'));
const ActivityPage = lazy(() => import('../features/history/ActivityPage'));
// the worker page composed with the block button (the blocks feature)
const WorkerPage = lazy(() => import('./pages/WorkerPage'));

const ShiftsPage = lazy(() => import('./pages/ShiftsPage'));
// shift details composed with the worker actions (review, block) and the Disciplinary Form
const ShiftDetailsPage = lazy(() => import('./pages/ShiftDetailsPage'));
const EditShiftPage = lazy(() => import('../features/shifts/EditShiftPage'));
const CancelShiftPage = lazy(() => import('../features/shifts/CancelShiftPage'));
const CalendarPage = lazy(() => import('./pages/CalendarPage'));
const ReviewsPage = lazy(() => import('./pages/ReviewsPage'));
const ReviewFormPage = lazy(() => import('../features/reviews/ReviewFormPage'));

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
              <Route index element={<DashboardPage />} />
              <Route path="/pages/settings" element={<AccountPage />} />
              <Route path="/shifts" element={<ShiftsPage />} />
              <Route path="/shift-details/:id" element={<ShiftDetailsPage />} />
              <Route path="/shift-details/:id/edit" element={<EditShiftPage />} />
              <Route path="/shift-details/:id/delete" element={<CancelShiftPage />} />
              <Route path="/shift-details/:id/review" element={<ReviewFormPage />} />
              <Route path="/calendar" element={<CalendarPage />} />
              <Route path="/reviews" element={<ReviewsPage />} />
              <Route path="/invoices" element={<InvoicesPage />} />
              <Route path="/invoice/:id" element={<InvoiceDetailPage />} />
              <Route path="/pages/billing" element={<BillingPage />} />
              <Route path="/timesheet" element={<TimesheetPage />} />
              <Route path="/insights" element={<InsightsPage />} />
              <Route path="/workers" element={<WorkersPage />} />
              <Route path="/workers/:workerId" element={<WorkerPage />} />
              <Route path="/activity" element={<ActivityPage />} />
            </Route>
          </Route>
          <Route path="*" element={<ErrorPage code={404} />} />
        </Routes>
      </Suspense>
    </>
  );
}
