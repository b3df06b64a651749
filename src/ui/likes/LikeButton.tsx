import './likeButton.css';
import { useTranslation } from 'react-i18next';
import { toggleLike } from '../../actions/toggleLike.ts';
import { useLikeCount } from '../../db/hooks/useLikeCount.ts';
import { useMyLike } from '../../db/hooks/useMyLike.ts';
import { useSession } from '../../db/hooks/useSession.ts';

/**
 * The like button with the count. Shown only with a signed-in user (specification). The
 * action flips it and moves the count at once; the server's count follows, and a refusal puts
 * both back (actions/toggleLike.ts).
 */
export function LikeButton({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const liked = useMyLike(locationId);
  const count = useLikeCount(locationId);
  if (!session.user) return null;
  return (
    <button
      type="button"
      className={`like-button${liked ? ' like-button--on' : ''}`}
      data-testid="like-button"
      aria-pressed={liked}
      aria-label={liked ? t('likes.unlike') : t('likes.like')}
      onClick={() => {
        toggleLike(locationId).catch((e: unknown) => console.warn('like failed', e));
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7 4.5c2.1 0 3.7 1.2 5 2.9 1.3-1.7 2.9-2.9 5-2.9 3.4 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid="like-count">{t('likes.count', { count })}</span>
    </button>
  );
}
