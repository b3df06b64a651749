/**
 * Shares a link with the Web Share API where the browser has it (a phone's share sheet),
 * and copies it to the clipboard otherwise.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

export async function shareLink(
  data: { title: string; url: string },
  nav: ShareNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<ShareOutcome> {
  if (nav?.share && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The walker closed the share sheet: nothing went wrong, nothing more to do.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav?.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
