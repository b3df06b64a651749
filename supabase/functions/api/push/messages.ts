/**
 * What a notification says, in the subscriber's language. The service worker (sw/push.ts)
 * shows `title` and `body` and opens `url` (an app path) when it is tapped; `tag` lets a newer
 * notification of the same kind replace an older one.
 */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushJob =
  | { kind: 'daypass_expiry'; ref: string; user_id: string; expiry_time: number }
  | {
      kind: 'route_published';
      ref: string;
      route_name: string;
      route_name_en: string | null;
    };

type Lang = 'nl' | 'eng';

/** The day pass's end as Amsterdam time, HH:mm (the walkers are in Amsterdam). */
function clockTime(epochMs: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(epochMs));
}

export function pushMessage(job: PushJob, lang: Lang): PushMessage {
  if (job.kind === 'daypass_expiry') {
    const time = clockTime(job.expiry_time, lang);
    return lang === 'nl'
      ? {
          title: 'Je dagpas verloopt over een uur',
          body: `Je dagpas is nog geldig tot ${time}.`,
          url: '/profile',
          tag: 'daypass-expiry',
        }
      : {
          title: 'Your day pass expires in one hour',
          body: `Your day pass is valid until ${time}.`,
          url: '/profile',
          tag: 'daypass-expiry',
        };
  }
  const url = `/routes/${encodeURIComponent(job.ref)}`;
  return lang === 'nl'
    ? {
        title: 'Nieuwe wandelroute',
        body: `${job.route_name} staat nu in de app.`,
        url,
        tag: `route-${job.ref}`,
      }
    : {
        title: 'New walking route',
        body: `${job.route_name_en || job.route_name} is now in the app.`,
        url,
        tag: `route-${job.ref}`,
      };
}
