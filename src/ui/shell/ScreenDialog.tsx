import './screenDialog.css';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseScreen } from './useScreenNavigation.ts';

export interface ScreenDialogProps {
  title: string;
  children: ReactNode;
  /** 'page': full screen on phones, a centred card on wide screens; 'side': the menu panel. */
  variant?: 'page' | 'side';
  /** Defaults to leaving the screen (Back when the app opened it, else the map). */
  onClose?: () => void;
  /** Shown in the header beside the title (e.g. tabs); the title stays the accessible name. */
  headerExtra?: ReactNode;
  /** Opens without its entrance animation (it takes the place of the same screen). */
  instant?: boolean;
}

/**
 * Whether the walker has not touched the page yet: a screen that opens then (the landing page
 * of a first visit, a link from an e-mail, a payment's return) is the app's first screen, and
 * is there at once like any page, not animated in over the loading screen. Unknown (browsers
 * without User Activation): animated, as a screen the walker opened.
 */
function beforeAnyInput(): boolean {
  return globalThis.navigator?.userActivation?.hasBeenActive === false;
}

/**
 * The frame every screen opens in, over the map. A modal <dialog>: the browser keeps focus
 * inside it, makes the map inert behind it and returns focus to where it was on close. Escape
 * and the close button leave the screen through navigation, so Back and Escape agree.
 */
export function ScreenDialog({
  title,
  children,
  variant = 'page',
  onClose,
  headerExtra,
  instant = false,
}: ScreenDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeScreen = useCloseScreen();
  const [first] = useState(() => instant || beforeAnyInput());
  const close = onClose ?? closeScreen;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (component tests) has no showModal; the attribute is what it would set.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      // A screen replaced by another keeps focus inside the app, not on <body>.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`screen-dialog screen-dialog--${variant}${first ? ' screen-dialog--first' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: leave through navigation instead of the browser closing the element.
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <div className="screen-dialog__panel">
        <header className="screen-dialog__header">
          <h2 id={titleId} className="screen-dialog__title">
            {title}
          </h2>
          {headerExtra}
          <button
            type="button"
            className="screen-dialog__close"
            aria-label={t('screen.close')}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="screen-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
