import { useEffect, useState } from 'react';
import { completeEmailLink } from '../../actions/completeEmailLink.ts';

export type EmailLinkState = 'checking' | 'signed-in' | 'invalid';

/**
 * A screen opened by a link from an e-mail waits until the link's session has been read: it
 * is signed in, or the link was refused (used, expired) and nobody is signed in.
 */
export function useEmailLink(): EmailLinkState {
  const [state, setState] = useState<EmailLinkState>('checking');
  useEffect(() => {
    let live = true;
    completeEmailLink().then(
      (answer) => live && setState(answer.signedIn ? 'signed-in' : 'invalid'),
      () => live && setState('invalid'),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
