import '../account/form/accountForm.css';
import './signIn.css';
import '../../i18n/accountTexts.ts';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import { NeedsConnection } from '../account/form/NeedsConnection.tsx';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { useOpenScreen } from '../shell/useScreenNavigation.ts';
import { useOnline } from '../useOnline.ts';
import { DayPassLogin } from './DayPassLogin.tsx';
import { SubscriberLogin } from './SubscriberLogin.tsx';

type Tab = 'daypass' | 'subscriber';
const TABS: readonly Tab[] = ['daypass', 'subscriber'];
const PATH: Record<Tab, string> = { daypass: PATHS.signIn, subscriber: PATHS.subscriberSignIn };

/**
 * Sign-in with two tabs (specification screen 2): day pass login at /login, subscriber login
 * at /login/subscriber. Switching tabs swaps the path in place, so Back still closes the screen.
 */
function SignInScreen({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const online = useOnline();
  const open = useOpenScreen();
  const id = useId();
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  const choose = (next: Tab, focus = false) => {
    if (next !== tab) open(PATH[next], { replace: true });
    if (focus) buttons.current.get(next)?.focus();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? tab;
    choose(next, true);
  };
  const label: Record<Tab, string> = {
    daypass: t('auth.tabDayPass'),
    subscriber: t('auth.tabSubscriber'),
  };
  return (
    <ScreenDialog title={t('auth.signInTitle')}>
      <NeedsConnection online={online} />
      <div className="sign-in-tabs" role="tablist" aria-label={t('auth.tabsLabel')}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              if (el) buttons.current.set(name, el);
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={name === tab}
            aria-controls={`${id}-panel`}
            tabIndex={name === tab ? 0 : -1}
            className="sign-in-tabs__tab"
            onClick={() => choose(name)}
            onKeyDown={onKeyDown}
            data-testid={`tab-${name}`}
          >
            {label[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'daypass' ? <DayPassLogin /> : <SubscriberLogin />}
      </div>
    </ScreenDialog>
  );
}

export function DayPassSignInScreen() {
  return <SignInScreen tab="daypass" />;
}

export function SubscriberSignInScreen() {
  return <SignInScreen tab="subscriber" />;
}
