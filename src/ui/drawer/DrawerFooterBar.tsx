import './drawerFooterBar.css';
import type { ReactNode } from 'react';
import { FOOTER_HEIGHT_PX, MAX_WIDTH_PX, Z_DRAWER } from './drawerConfig.ts';

/** The drawer's footer: a bar fixed to the bottom edge, above the sheet, that never moves. */
export function DrawerFooterBar({ children }: { children: ReactNode }) {
  return (
    <footer
      className="drawer-footer"
      style={{ height: FOOTER_HEIGHT_PX, maxWidth: MAX_WIDTH_PX, zIndex: Z_DRAWER + 1 }}
    >
      {children}
    </footer>
  );
}
