import '../account/form/accountForm.css';
import './landing.css';
import '../../i18n/accountTexts.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import { newsletterUrl } from '../../lib/externalLinks.ts';
import { markLandingSeen } from '../../lib/firstVisit.ts';
import { ScreenLink } from '../account/ScreenLink.tsx';
import { InstallHint } from '../packs/InstallHint.tsx';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { useCloseScreen } from '../shell/useScreenNavigation.ts';
import { landingShellState, takeOverLandingShell } from './landingShell.ts';

/**
 * The landing page (specification screen 1): the day pass and subscription cards, the trial
 * route, a register button, and cards for day pass, subscriber and book routes. It greets a
 * first visit over the map and never stands between a walker and the free walk: the first
 * button, the close button, Escape and Back all lead to the map. A first visit saw it from
 * the HTML already (landingShell.ts); this copy takes its place, where it was scrolled to.
 */
export default function LandingScreen() {
  const { t } = useTranslation();
  const close = useCloseScreen();
  const subscribeUrl = newsletterUrl();
  const content = useRef<HTMLDivElement>(null);
  // Over the HTML's copy it is there at once, even after a tap on the copy (an input).
  const [overCopy] = useState(() => landingShellState() === 'open');
  useEffect(markLandingSeen, []);
  // After ScreenDialog's own effect has opened this copy over the HTML's (children first).
  useEffect(() => {
    takeOverLandingShell(content.current?.closest('.screen-dialog__body') ?? null);
  }, []);

  return (
    <ScreenDialog title={t('landing.title')} instant={overCopy}>
      <div className="landing" data-testid="landing" ref={content}>
        <p className="landing__intro">{t('landing.intro')}</p>
        <button
          type="button"
          className="button button--primary landing__start"
          onClick={close}
          data-testid="start-walk"
        >
          {t('landing.startWalk')}
        </button>

        <div className="landing__offers">
          <section className="offer" aria-labelledby="offer-daypass" data-testid="offer-daypass">
            <h3 id="offer-daypass" className="offer__title">
              {t('landing.dayPassTitle')}
            </h3>
            <p className="offer__price">{t('landing.dayPassPrice')}</p>
            <p className="offer__terms">{t('landing.dayPassTerms')}</p>
            <ScreenLink
              to={PATHS.register}
              replace
              className="button button--primary"
              testId="landing-register"
            >
              {t('landing.register')}
            </ScreenLink>
            <ScreenLink to={PATHS.signIn} replace testId="landing-sign-in">
              {t('landing.signIn')}
            </ScreenLink>
          </section>
          <section
            className="offer"
            aria-labelledby="offer-subscription"
            data-testid="offer-subscription"
          >
            <h3 id="offer-subscription" className="offer__title">
              {t('landing.subscriptionTitle')}
            </h3>
            <p className="offer__price">{t('landing.subscriptionPrice')}</p>
            <ul className="offer__list">
              <li>{t('landing.subscriptionNewsletter')}</li>
              <li>{t('landing.subscriptionEvents')}</li>
              <li>{t('landing.subscriptionAll')}</li>
            </ul>
            {subscribeUrl ? (
              <a
                className="button"
                href={subscribeUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="landing-subscribe"
              >
                {t('landing.subscribe')}
              </a>
            ) : (
              <p className="offer__terms">{t('landing.subscribeElsewhere')}</p>
            )}
          </section>
        </div>

        <section className="trial" aria-labelledby="landing-trial" data-testid="landing-trial">
          <h3 id="landing-trial" className="offer__title">
            {t('landing.trialTitle')}
          </h3>
          <p>{t('landing.trialText')}</p>
          <ScreenLink to={PATHS.routes} replace className="button" testId="landing-trial-link">
            {t('landing.trialAction')}
          </ScreenLink>
        </section>

        <h3 className="landing__cards-title">{t('landing.cardsTitle')}</h3>
        <ul className="route-cards">
          <li className="route-card" data-testid="card-daypass">
            <h4>{t('landing.dayPassCardTitle')}</h4>
            <p>{t('landing.dayPassCardText')}</p>
            <div className="route-card__links">
              <ScreenLink to={PATHS.register} replace testId="card-daypass-register">
                {t('landing.register')}
              </ScreenLink>
              <ScreenLink to={PATHS.signIn} replace testId="card-daypass-sign-in">
                {t('landing.signIn')}
              </ScreenLink>
            </div>
          </li>
          <li className="route-card" data-testid="card-subscriber">
            <h4>{t('landing.subscriberCardTitle')}</h4>
            <p>{t('landing.subscriberCardText')}</p>
            <div className="route-card__links">
              <ScreenLink to={PATHS.subscriberSignIn} replace testId="card-subscriber-sign-in">
                {t('landing.subscriberCardAction')}
              </ScreenLink>
            </div>
          </li>
          <li className="route-card" data-testid="card-book">
            <h4>{t('landing.bookCardTitle')}</h4>
            <p>{t('landing.bookCardText')}</p>
            <div className="route-card__links">
              <ScreenLink to={PATHS.bookRoutes} replace testId="card-book-link">
                {t('landing.bookCardAction')}
              </ScreenLink>
            </div>
          </li>
        </ul>
        {/* On an iPhone, downloads outlive a week away only in the installed app. */}
        <InstallHint />
      </div>
    </ScreenDialog>
  );
}
