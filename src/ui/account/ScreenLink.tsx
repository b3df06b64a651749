import type { MouseEvent, ReactNode } from 'react';
import { useOpenScreen } from '../shell/useScreenNavigation.ts';

/**
 * A link to another screen of the app: a real `<a href>` (it can be opened in a new tab, and
 * reads as a link), followed in the app by navigation. `replace`: the new screen takes this
 * one's place, so Back returns to where this one was opened from.
 */
export function ScreenLink({
  to,
  replace = false,
  className = 'text-link',
  children,
  testId,
}: {
  to: string;
  replace?: boolean;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const open = useOpenScreen();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(to, { replace });
  };
  return (
    <a href={to} className={className} onClick={follow} data-testid={testId}>
      {children}
    </a>
  );
}
