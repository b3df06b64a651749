import type { ApiDeps } from './deps.ts';

export type Account = { userId: string; email: string; confirmed: boolean };

/**
 * Finds the account for an e-mail (case-insensitive, as the auth server stores it) through
 * a service-role-only RPC: one indexed query instead of paging through every user.
 */
export async function findAccount(deps: ApiDeps, email: string): Promise<Account | null> {
  const { data, error } = await deps.service.rpc('account_by_email', { p_email: email });
  if (error) throw new Error(`account_by_email failed: ${error.message}`);
  const row = (Array.isArray(data) ? data[0] : data) as
    | { user_id: string; email: string; confirmed: boolean }
    | null
    | undefined;
  return row ? { userId: row.user_id, email: row.email, confirmed: row.confirmed } : null;
}
