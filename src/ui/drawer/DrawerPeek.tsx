import './drawer.css';
import type { ReactNode } from 'react';
import { DRAWER_PEEK_PX, FOOTER_HEIGHT_PX, MAX_WIDTH_PX, Z_DRAWER } from './drawerConfig.ts';

/**
 * The closed drawer as static markup: what the first paint shows while the interactive
 * drawer (and its gesture library) loads. Looks exactly like BottomDrawer closed.
 */
export function DrawerPeek({ header }: { header: ReactNode }) {
  return (
    <section
      className="drawer"
      data-testid="drawer-peek"
      style={{
        height: DRAWER_PEEK_PX,
        bottom: FOOTER_HEIGHT_PX,
        maxWidth: MAX_WIDTH_PX,
        zIndex: Z_DRAWER,
      }}
    >
      <div className="drawer__header" style={{ minHeight: DRAWER_PEEK_PX }}>
        <span className="drawer__handle" aria-hidden="true" />
        {header}
      </div>
    </section>
  );
}
