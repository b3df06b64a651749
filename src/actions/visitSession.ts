import { type KeyValueStore, webStore } from '../lib/webStorage.ts';

/**
 * Per browser session (sessionStorage): a random session id, and the visit being logged.
 * Specification: a visit log is started once per browser session and a random session id is
 * kept. A walk on another route is another visit, with its own id.
 */
export interface ActiveVisit {
  visitId: string;
  routeId: string;
  completed: boolean;
}

const SESSION_ID = 'routegids.visit.session';
const ACTIVE = 'routegids.visit.active';

export interface VisitSession {
  sessionId(): string;
  active(): ActiveVisit | null;
  setActive(visit: ActiveVisit): void;
}

export function createVisitSession(
  store: KeyValueStore = webStore('session'),
  uuid: () => string = () => crypto.randomUUID(),
): VisitSession {
  return {
    sessionId() {
      let id = store.getItem(SESSION_ID);
      if (!id) {
        id = uuid();
        store.setItem(SESSION_ID, id);
      }
      return id;
    },
    active() {
      try {
        const raw = store.getItem(ACTIVE);
        const v = raw ? (JSON.parse(raw) as Partial<ActiveVisit>) : null;
        return v?.visitId && v.routeId
          ? { visitId: v.visitId, routeId: v.routeId, completed: !!v.completed }
          : null;
      } catch {
        return null; // a corrupt entry starts a new visit
      }
    },
    setActive(visit) {
      store.setItem(ACTIVE, JSON.stringify(visit));
    },
  };
}

let shared: VisitSession | null = null;

export function appVisitSession(): VisitSession {
  shared ??= createVisitSession();
  return shared;
}
