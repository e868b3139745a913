import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { Slide, ToastContainer } from 'react-toastify';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles.css';
import { App } from './app/App';
import { makeStore } from './app/store';
import { ThemeProvider } from './app/layout/ThemeContext';
import { applyTheme, loadTheme } from './app/theme';
import { ErrorBoundary } from './components/ErrorBoundary';
import { authChanged } from './features/auth/authSlice';
import { watchAuth } from './features/auth/authApi';
import { initErrorReporting } from './lib/errors';

applyTheme(loadTheme());
initErrorReporting();

const store = makeStore();
watchAuth((user) => store.dispatch(authChanged(user)));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <Provider store={store}>
        <ThemeProvider>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ThemeProvider>
      </Provider>
    </ErrorBoundary>
    <ToastContainer position="bottom-left" transition={Slide} newestOnTop theme="colored" />
  </StrictMode>,
);
