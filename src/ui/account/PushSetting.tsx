import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disablePush, enablePush, isPushEnabled } from '../../actions/pushNotifications.ts';
import { pushPossible, pushSupport } from '../../lib/webPush.ts';
import { languageAtom } from '../../state/language.ts';

type State = 'loading' | 'on' | 'off' | 'blocked' | 'unsupported';

/** The profile's notification switch: on (subscribe, after the browser's own question) or off. */
export function PushSetting({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const [state, setState] = useState<State>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const possible = await pushPossible();
      const next: State = possible
        ? (await isPushEnabled())
          ? 'on'
          : 'off'
        : pushSupport() === 'denied'
          ? 'blocked'
          : 'unsupported';
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, []);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    if (state === 'on') {
      if (await disablePush()) setState('off');
    } else {
      const result = await enablePush(userId, lang);
      setState(result === 'enabled' ? 'on' : pushSupport() === 'denied' ? 'blocked' : 'off');
    }
    setBusy(false);
  };

  const text = {
    loading: t('auth.busy'),
    on: t('profile.notificationsOn'),
    off: t('profile.notificationsOff'),
    blocked: t('profile.notificationsBlocked'),
    unsupported: t('profile.notificationsUnsupported'),
  }[state];
  return (
    <section className="profile-section" aria-labelledby="profile-push" data-testid="push-setting">
      <h3 id="profile-push">{t('profile.notifications')}</h3>
      <p role="status">{text}</p>
      {state === 'on' || state === 'off' ? (
        <button
          type="button"
          className="button"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void toggle()}
          data-testid="push-toggle"
        >
          {state === 'on' ? t('profile.turnOff') : t('profile.turnOn')}
        </button>
      ) : null}
    </section>
  );
}
