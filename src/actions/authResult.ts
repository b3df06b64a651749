/** What an auth action reports to the UI, which maps it to the specification's texts. */
export interface AuthFailure {
  /** Supabase's error code (`invalid_credentials`, `email_not_confirmed`, `user_already_exists`, `weak_password`, …). */
  code: string | null;
  message: string;
  status: number | null;
}

export function toFailure(
  error: { code?: string; message: string; status?: number } | null,
): AuthFailure | null {
  if (!error) return null;
  return { code: error.code ?? null, message: error.message, status: error.status ?? null };
}
