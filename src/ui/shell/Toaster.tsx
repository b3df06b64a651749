import './toaster.css';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { TOAST_MS, toastAtom } from '../../state/toast.ts';

/**
 * The one toast on screen. The live region is always in the page, so screen readers announce
 * a toast the moment its text appears (a region added together with its text is often missed).
 */
export function Toaster() {
  const [toast, setToast] = useAtom(toastAtom);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(
      () => setToast((now) => (now?.id === toast.id ? null : now)),
      TOAST_MS,
    );
    return () => clearTimeout(timer);
  }, [toast, setToast]);

  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <p key={toast.id} className={`toast toast--${toast.tone}`} data-testid="toast">
          {toast.text}
        </p>
      )}
    </div>
  );
}
