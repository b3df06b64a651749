import type { SessionRecord, SessionUser } from '../db/meta.ts';

/**
 * The specification's auth events, applied to the stored session record. Pure: the engine
 * runs the effects (access check, pull, sign-out) from the returned flags.
 */
export type AuthEventName =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export interface SessionChange {
  session: SessionRecord;
  /** The signed-in user is now someone else (or nobody). */
  userChanged: boolean;
  /** Run an access check (cached for 60 s unless the user changed). */
  checkAccess: boolean;
  /** A token refresh came without a session: sign out (specification). */
  signOut: boolean;
}

export function nextSession(
  prev: SessionRecord,
  event: AuthEventName,
  user: SessionUser | null,
): SessionChange {
  const same = (u: SessionUser | null) => (prev.user?.id ?? null) === (u?.id ?? null);
  const keep: SessionChange = {
    session: prev,
    userChanged: false,
    checkAccess: false,
    signOut: false,
  };
  switch (event) {
    case 'PASSWORD_RECOVERY':
      return keep;
    case 'SIGNED_OUT':
      return signedOut(prev);
    case 'INITIAL_SESSION':
      if (!user) return signedOut(prev);
      if (same(user)) return { ...keep, session: { ...prev, user }, checkAccess: true };
      // A new user at start-up came from a confirmation link in this page's URL: a sign-in.
      return { ...keep, session: firstLogin(prev, user), userChanged: true, checkAccess: true };
    case 'SIGNED_IN':
    case 'MFA_CHALLENGE_VERIFIED': {
      if (!user) return keep;
      if (same(user)) return { ...keep, session: { ...prev, user }, checkAccess: true };
      return { ...keep, session: firstLogin(prev, user), userChanged: true, checkAccess: true };
    }
    case 'TOKEN_REFRESHED':
      if (!user) return { ...signedOut(prev), signOut: true };
      return { ...keep, session: { ...prev, user }, userChanged: !same(user), checkAccess: true };
    case 'USER_UPDATED':
      if (!user) return keep;
      return { ...keep, session: { ...prev, user }, userChanged: !same(user) };
  }
}

/** Registration: the first sign-in after signing up is the user's first login. */
function firstLogin(prev: SessionRecord, user: SessionUser): SessionRecord {
  return { ...prev, user, justRegistered: false, isFirstLogin: prev.justRegistered };
}

function signedOut(prev: SessionRecord): SessionChange {
  return {
    session: { ...prev, user: null, isFirstLogin: false },
    userChanged: prev.user !== null,
    checkAccess: false,
    signOut: false,
  };
}
