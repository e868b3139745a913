import Offcanvas from 'react-bootstrap/Offcanvas';
import { SidebarNav } from './SidebarNav';

/** The sidebar as an off-canvas menu on small screens (loaded when first opened, see MainLayout). */
export default function MobileMenu({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Offcanvas show={show} onHide={onHide} id="sidebar-menu" aria-labelledby="sidebar-menu-title">
      <Offcanvas.Header closeButton closeLabel="Close navigation">
        <Offcanvas.Title id="sidebar-menu-title" as="h2" className="h5">
          Menu
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label="Mobile">
          <SidebarNav onNavigate={onHide} />
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
