import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTheme } from './ThemeContext';
import type { ThemeSettings } from '../theme';

export function ThemeSettingsPanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { theme, setTheme } = useTheme();
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="theme-settings-title">
      <Offcanvas.Header closeButton closeLabel="Close theme settings">
        <Offcanvas.Title id="theme-settings-title" as="h2" className="h5">
          Theme settings
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <fieldset className="mb-4">
          <legend className="fs-6 fw-semibold">Color scheme</legend>
          <Form.Check
            type="radio"
            id="theme-light"
            name="scheme"
            label="Light"
            checked={!theme.isDark}
            onChange={() => setTheme({ isDark: false })}
          />
          <Form.Check
            type="radio"
            id="theme-dark"
            name="scheme"
            label="Dark"
            checked={theme.isDark}
            onChange={() => setTheme({ isDark: true })}
          />
        </fieldset>
        <Form.Check
          className="mb-2"
          type="switch"
          id="theme-fluid"
          label="Fluid layout"
          checked={theme.isFluid}
          onChange={(e) => setTheme({ isFluid: e.target.checked })}
        />
        <Form.Check
          className="mb-4"
          type="switch"
          id="theme-rtl"
          label="Right to left"
          checked={theme.isRTL}
          onChange={(e) => setTheme({ isRTL: e.target.checked })}
        />
        <fieldset className="mb-4">
          <legend className="fs-6 fw-semibold">Navigation position</legend>
          {(['vertical', 'top', 'combo'] as ThemeSettings['navbarPosition'][]).map((p) => (
            <Form.Check
              key={p}
              type="radio"
              id={`theme-nav-${p}`}
              name="navbarPosition"
              label={p === 'vertical' ? 'Vertical' : p === 'top' ? 'Top' : 'Combo'}
              checked={theme.navbarPosition === p}
              onChange={() => setTheme({ navbarPosition: p })}
            />
          ))}
        </fieldset>
        <Form.Check
          type="switch"
          id="theme-collapsed"
          label="Collapsed navbar"
          checked={theme.isNavbarVerticalCollapsed}
          onChange={(e) => setTheme({ isNavbarVerticalCollapsed: e.target.checked })}
        />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
