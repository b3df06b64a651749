import '../account/form/accountForm.css';
import '../../i18n/accountTexts.ts';
import { useTranslation } from 'react-i18next';
import { contactEmail, newsletterUrl } from '../../lib/externalLinks.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';

/** Contact (sidebar menu): how to reach the makers, from the build's public settings. */
export default function ContactScreen() {
  const { t } = useTranslation();
  const email = contactEmail();
  const newsletter = newsletterUrl();
  return (
    <ScreenDialog title={t('contact.title')}>
      <div className="account-form" data-testid="contact">
        <p className="form-intro">{t('contact.text')}</p>
        {email ? (
          <a className="button button--primary" href={`mailto:${email}`}>
            {t('contact.mail')}: {email}
          </a>
        ) : null}
        {newsletter ? (
          <a className="button" href={newsletter} target="_blank" rel="noopener noreferrer">
            {t('contact.newsletter')}
          </a>
        ) : null}
      </div>
    </ScreenDialog>
  );
}
