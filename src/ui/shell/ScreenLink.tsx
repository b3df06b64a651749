import type { MouseEvent, ReactNode } from 'react';
import { useOpenScreen } from './useScreenNavigation.ts';

interface ScreenLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Swap the current screen for this one instead of stacking it. */
  replace?: boolean;
  'data-testid'?: string;
}

/**
 * A link to another screen: a real link (it can be opened in a new tab, read as a link), that
 * in the app opens the screen the way useOpenScreen does, with its own history entry.
 */
export function ScreenLink({ to, children, className, replace, ...rest }: ScreenLinkProps) {
  const open = useOpenScreen();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    open(to, { replace });
  };
  return (
    <a href={to} className={className} onClick={onClick} data-testid={rest['data-testid']}>
      {children}
    </a>
  );
}
