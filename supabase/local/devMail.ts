import { Hono } from 'hono';
import { escapeHtml, type Mailbox } from './auth/mailer.ts';

/**
 * The dev mailbox: every e-mail the local auth server "sent", newest first. Only the local
 * server has it; on Supabase the same mails go out through SMTP.
 */
export function createDevMailApp(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.get('/_dev/mail.json', (c) => c.json(mailbox.list().reverse()));
  app.delete('/_dev/mail', (c) => {
    mailbox.clear();
    return c.body(null, 204);
  });
  app.get('/_dev/mail', (c) => c.html(renderMailbox(mailbox)));
  return app;
}

function renderMailbox(mailbox: Mailbox): string {
  const items = mailbox
    .list()
    .reverse()
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> → ${escapeHtml(m.to)}
  <time datetime="${m.sentAt}">${m.sentAt.replace('T', ' ').slice(0, 19)} UTC</time></header>
  <p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>
  <p>Code: <code>${m.otp}</code></p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Dev mailbox — Routegids</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:48rem;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
time{color:#666;display:block;font-size:.85em}a{word-break:break-all}</style></head>
<body><h1>Dev mailbox</h1>
<p>E-mails the local server would have sent (newest first). Nothing leaves this machine.</p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
}
