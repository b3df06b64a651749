import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldProblem, Problems } from '../../../domain/accountForms.ts';
import { useOnline } from '../../useOnline.ts';
import type { Note } from './FormNote.tsx';

/**
 * One account form's state: errors per field, the form's message, and whether it is sending.
 * `submit` checks first (errors at their fields, focus to the first), refuses a second submit
 * while one runs, says so when offline, and never clears what was typed.
 */
export interface AccountForm<F extends string> {
  errors: Partial<Record<F, FieldProblem>>;
  note: Note | null;
  pending: boolean;
  online: boolean;
  /** Where a field registers its input, so the first error can take the focus. */
  field(name: F): (el: HTMLElement | null) => void;
  /** The form message's element: focused when the server refused. */
  noteRef: (el: HTMLElement | null) => void;
  setNote(note: Note | null): void;
  /** Shows problems the server found at their fields. */
  showProblems(problems: Problems<F>): void;
  submit(problems: Problems<F>, send: () => Promise<Note | null>): Promise<void>;
}

export function useAccountForm<F extends string>(): AccountForm<F> {
  const online = useOnline();
  const [errors, setErrors] = useState<Partial<Record<F, FieldProblem>>>({});
  const [note, setNoteState] = useState<Note | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const mounted = useRef(true);
  const inputs = useRef(new Map<F, HTMLElement>());
  const noteEl = useRef<HTMLElement | null>(null);
  const focusNote = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A refusal is read out by the live region; the focus goes there too, so keyboard and
  // screen-reader users continue from the message. Before the paint, so the focus never lands
  // on the page in between (the submit button is disabled while sending).
  useLayoutEffect(() => {
    if (note && focusNote.current) noteEl.current?.focus();
    focusNote.current = false;
  }, [note]);

  const field = useCallback(
    (name: F) => (el: HTMLElement | null) => {
      if (el) inputs.current.set(name, el);
      else inputs.current.delete(name);
    },
    [],
  );
  const noteRef = useCallback((el: HTMLElement | null) => {
    noteEl.current = el;
  }, []);

  const showProblems = useCallback((problems: Problems<F>) => {
    setErrors(Object.fromEntries(problems) as Partial<Record<F, FieldProblem>>);
    const first = problems[0];
    if (first) inputs.current.get(first[0])?.focus();
  }, []);

  const setNote = useCallback((next: Note | null) => {
    focusNote.current = next?.focus ?? next?.tone === 'error';
    setNoteState(next);
  }, []);

  const submit = useCallback(
    async (problems: Problems<F>, send: () => Promise<Note | null>) => {
      if (sending.current) return;
      showProblems(problems);
      if (problems.length > 0) {
        setNoteState(null);
        return;
      }
      if (!online) {
        setNote({ tone: 'error', key: 'errors.offline' });
        return;
      }
      sending.current = true;
      setPending(true);
      setNoteState(null);
      try {
        const result = await send();
        if (mounted.current) setNote(result);
      } catch (error) {
        console.warn('Account request failed:', error);
        if (mounted.current) setNote({ tone: 'error', key: 'errors.generic' });
      } finally {
        sending.current = false;
        if (mounted.current) setPending(false);
      }
    },
    [online, setNote, showProblems],
  );

  return { errors, note, pending, online, field, noteRef, setNote, showProblems, submit };
}
