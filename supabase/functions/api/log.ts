/** One line per failure: enough to find it in the function's logs, without dumping objects. */
export function logFailure(context: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[api] ${context}: ${detail}`);
}
