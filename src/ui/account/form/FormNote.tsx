import './accountForm.css';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's message: a text key (with values) and whether it reports a failure or news. */
export interface Note {
  tone: 'error' | 'success' | 'info';
  key: ParseKeys;
  values?: Record<string, string>;
  /** Move the focus to the message (default: for failures only). */
  focus?: boolean;
}

/**
 * The form's live regions: both always in the page, so a message is announced the moment its
 * text appears (a region added together with its text is often missed). Failures go to the
 * assertive one (role=alert), news to the polite one. `children` (a link onwards) shows under
 * the message.
 */
export function FormNote({
  note,
  noteRef,
  children,
}: {
  note: Note | null;
  noteRef?: (el: HTMLElement | null) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // The key was checked where the note was made (ParseKeys); i18next's overloads cannot take a
  // key union and a values object at once, so the call is typed plainly here.
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  const text = note ? translate(note.key, note.values) : null;
  const error = note?.tone === 'error';
  return (
    <div
      ref={noteRef}
      tabIndex={-1}
      className={`form-note${note ? ` form-note--${note.tone}` : ''}`}
      data-testid="form-note"
      data-tone={note?.tone}
    >
      <p className="form-note__text" role="alert">
        {error ? text : null}
      </p>
      <p className="form-note__text" role="status">
        {!error ? text : null}
      </p>
      {note ? children : null}
    </div>
  );
}
