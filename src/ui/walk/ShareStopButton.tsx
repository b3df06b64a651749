import '../../i18n/walkTexts.ts';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shareStopUrl } from '../../app/openSharedLink.ts';
import { shareLink } from '../../lib/shareLink.ts';
import { showToastAtom } from '../../state/toast.ts';

/** "Deel deze stop": the share sheet where there is one, the clipboard otherwise. */
export function ShareStopButton({
  routeId,
  stopIndex,
  title,
}: {
  routeId: string;
  stopIndex: number;
  title: string;
}) {
  const { t } = useTranslation();
  const toast = useSetAtom(showToastAtom);
  const share = async () => {
    const url = shareStopUrl(window.location.origin, routeId, stopIndex);
    const outcome = await shareLink({ title, url });
    if (outcome === 'copied') toast({ text: t('walk.copied') });
    else if (outcome === 'failed') toast({ text: t('walk.copyFailed', { url }), tone: 'error' });
  };
  return (
    <button
      type="button"
      className="share-stop"
      data-testid="share-stop"
      onClick={() => void share()}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('walk.share')}
    </button>
  );
}
