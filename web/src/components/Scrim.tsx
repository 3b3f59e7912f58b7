import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalOpen } from '../lib/modal-layer';

/**
 * The dimmed layer under a sheet or dialog. It is drawn at the end of the body, above every layer
 * of the app: inside the sticky header it would share the header's layer, and the bottom
 * navigation would cover the sheet's last rows. The navigation is inert while it is open.
 */
export function Scrim({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  useModalOpen();
  return createPortal(
    <div className="scrim" onClick={onClick}>
      {children}
    </div>,
    document.body,
  );
}
