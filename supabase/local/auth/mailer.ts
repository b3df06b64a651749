import { randomUUID } from 'node:crypto';

/**
 * The dev mailbox: instead of sending e-mail the local server keeps every message it would
 * have sent, for `/_dev/mail` and for tests. Texts follow GoTrue's default templates.
 */
export type MailType = 'signup' | 'recovery' | 'invite' | 'magiclink' | 'email_change';

export type MailMessage = {
  id: string;
  to: string;
  type: MailType;
  subject: string;
  html: string;
  text: string;
  /** The link the recipient clicks (`/auth/v1/verify?token=…&type=…&redirect_to=…`). */
  link: string;
  /** The six-digit code the template also shows. */
  otp: string;
  sentAt: string;
};

export type Mailbox = {
  list(): MailMessage[];
  clear(): void;
  send(to: string, type: MailType, link: string, otp: string): MailMessage;
};

const TEMPLATES: Record<
  MailType,
  { subject: string; heading: string; lead: string; action: string }
> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    lead: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
};

/** Keeps the newest messages only, so a long-running dev server does not grow without end. */
const MAX_MESSAGES = 500;

export function createMailbox(): Mailbox {
  let messages: MailMessage[] = [];
  return {
    list: () => [...messages],
    clear: () => {
      messages = [];
    },
    send(to, type, link, otp) {
      const t = TEMPLATES[type];
      const message: MailMessage = {
        id: randomUUID(),
        to,
        type,
        subject: t.subject,
        html: `<h2>${t.heading}</h2>\n<p>${t.lead}</p>\n<p><a href="${escapeHtml(link)}">${t.action}</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
        text: `${t.heading}\n\n${t.lead}\n${link}\n\nAlternatively, enter the code: ${otp}`,
        link,
        otp,
        sentAt: new Date().toISOString(),
      };
      messages = [...messages.slice(-(MAX_MESSAGES - 1)), message];
      return message;
    },
  };
}

export function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
