import './form/accountForm.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyDayPass } from '../../actions/buyDayPass.ts';
import { useOnline } from '../useOnline.ts';
import { paymentNote } from './failureNotes.ts';
import { FormNote, type Note } from './form/FormNote.tsx';

/**
 * Goes to the day pass checkout. While the payment link is made the button shows progress and
 * cannot be pressed again; a failure is the specification's "payment link" message.
 */
export function BuyDayPassButton({
  label,
  primary = true,
  testId = 'buy-day-pass',
}: {
  label: string;
  primary?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const busy = useRef(false);

  const buy = async () => {
    if (busy.current) return;
    if (!online) {
      setNote({ tone: 'error', key: 'errors.offline' });
      return;
    }
    busy.current = true;
    setPending(true);
    setNote(null);
    try {
      const { error } = await buyDayPass();
      // On success the page is leaving for the payment page: keep showing progress.
      if (error) {
        setNote(paymentNote(error));
        busy.current = false;
        setPending(false);
      }
    } catch {
      setNote({ tone: 'error', key: 'errors.paymentLink' });
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button${primary ? ' button--primary' : ''}`}
        aria-disabled={pending || !online || undefined}
        aria-busy={pending || undefined}
        onClick={() => void buy()}
        data-testid={testId}
      >
        {pending ? (
          <>
            <span className="button__spinner" aria-hidden="true" />
            {t('auth.busy')}
          </>
        ) : (
          label
        )}
      </button>
      <FormNote note={note} />
    </>
  );
}
