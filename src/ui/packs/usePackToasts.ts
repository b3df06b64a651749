import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { db } from '../../db/database.ts';
import { queryPack } from '../../db/hooks/packQueries.ts';
import { queryRoute } from '../../db/hooks/routeQueries.ts';
import { onWorkerEvent } from '../../lib/swBridge.ts';
import { languageAtom } from '../../state/language.ts';
import { showToastAtom } from '../../state/toast.ts';
import { routeLabel } from './routeLabel.ts';

/**
 * Says what happened to a pack while the walker looked elsewhere: a download they asked for
 * is ready, a download stopped (a full disk, a failing file), or the start-up check found a
 * pack no longer complete. A pack that came along by itself finishes quietly; a lost
 * connection only pauses (the control says so).
 */
export function usePackToasts(): void {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const showToast = useSetAtom(showToastAtom);
  useEffect(
    () =>
      onWorkerEvent((event) => {
        if (event.type === 'PACK_PROGRESS') return;
        if (event.type === 'PACK_FAILED' && event.problem === 'offline') return;
        void (async () => {
          const [route, pack] = await Promise.all([
            queryRoute(db, event.routeId),
            queryPack(db, event.routeId),
          ]);
          if (!route) return;
          const name = routeLabel(route, lang);
          if (event.type === 'PACK_COMPLETE') {
            if (!pack?.auto)
              showToast({ text: t('packs.finished', { route: name }), tone: 'success' });
          } else {
            showToast({ text: t('packs.stopped', { route: name }), tone: 'error' });
          }
        })();
      }),
    [t, lang, showToast],
  );
}

/** The hook as a component, so the app can load it after the first paint. */
export default function PackToasts(): null {
  usePackToasts();
  return null;
}
