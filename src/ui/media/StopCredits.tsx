import { useTranslation } from 'react-i18next';
import type { LocationRow } from '../../domain/rows.ts';

/** Who made the pictures ("Naam, maker van de afbeelding") and who wrote the article. */
export function StopCredits({ location }: { location: LocationRow }) {
  const { t } = useTranslation();
  const credit = location.image_credit?.trim();
  const author = location.author?.trim();
  if (!credit && !author) return null;
  return (
    <p className="stop-credits" data-testid="stop-credits">
      {credit && <span>{t('media.imageCredit', { name: credit })}</span>}
      {credit && author && <span aria-hidden="true"> · </span>}
      {author && <span>{t('media.author', { name: author })}</span>}
    </p>
  );
}
