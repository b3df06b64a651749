import './form/accountForm.css';
import './pushQuestion.css';
import '../../i18n/accountTexts.ts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declinePush, enablePush, pushOffered } from '../../actions/pushNotifications.ts';
import { languageAtom } from '../../state/language.ts';
import { showToastAtom } from '../../state/toast.ts';

/**
 * The in-app question after sign-in (never the browser's bare permission prompt): only a "yes"
 * here leads to the browser asking. Either answer is remembered for this user on this device;
 * the profile can switch notifications on or off later.
 */
export default function PushQuestion({ userId, onDone }: { userId: string; onDone(): void }) {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const toast = useSetAtom(showToastAtom);
  const ref = useRef<HTMLDialogElement>(null);
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void pushOffered().then((yes) => {
      if (!live) return;
      if (yes) setOffered(true);
      else onDone();
    });
    return () => {
      live = false;
    };
  }, [onDone]);

  useEffect(() => {
    const dialog = ref.current;
    if (!offered || !dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, [offered]);

  const no = () => {
    declinePush(userId);
    onDone();
  };
  const yes = async () => {
    if (busy) return;
    setBusy(true);
    const result = await enablePush(userId, lang);
    const text =
      result === 'enabled'
        ? t('push.enabled')
        : result === 'refused'
          ? t('push.refused')
          : t('push.failed');
    toast({ text, tone: result === 'enabled' ? 'success' : 'info' });
    onDone();
  };

  if (!offered) return null;
  return (
    <dialog
      ref={ref}
      className="push-question"
      aria-labelledby="push-question-title"
      aria-describedby="push-question-text"
      onCancel={(event) => {
        event.preventDefault();
        no();
      }}
      data-testid="push-question"
    >
      <h2 id="push-question-title" className="push-question__title">
        {t('push.title')}
      </h2>
      <p id="push-question-text">{t('push.question')}</p>
      <div className="push-question__actions">
        <button
          type="button"
          className="button button--primary"
          aria-busy={busy || undefined}
          onClick={() => void yes()}
          data-testid="push-yes"
        >
          {busy ? t('auth.busy') : t('push.yes')}
        </button>
        <button type="button" className="button" onClick={no} data-testid="push-no">
          {t('push.no')}
        </button>
      </div>
    </dialog>
  );
}
