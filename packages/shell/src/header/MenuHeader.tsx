/**
 * A header with the server's menu, as visitors and signed-in people see it: the frame, the
 * menu (its Book a Demo Class item opens that dialog) with its loading or failure, then what
 * the caller adds to the panel.
 */
import { useState, type ReactNode } from 'react';
import { BookDemoDialog } from './BookDemoDialog';
import { HeaderFrame, type HeaderFrameProps } from './HeaderFrame';
import { HeaderNav } from './HeaderNav';
import { MenuStatus } from './MenuStatus';
import type { HeaderMenu } from './useHeaderMenu';

export interface MenuHeaderProps extends Omit<HeaderFrameProps, 'panel'> {
  menu: HeaderMenu;
  /** Render the menu's search item (visitors). */
  withSearch: boolean;
  /** What follows the menu in the panel. */
  more?: ReactNode;
}

export function MenuHeader({ menu, withSearch, more, ...frame }: MenuHeaderProps) {
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <>
      <HeaderFrame
        {...frame}
        panel={
          <>
            <HeaderNav entries={menu.entries} withSearch={withSearch} onBookDemo={() => setDemoOpen(true)} />
            <MenuStatus isLoading={menu.isLoading} failed={Boolean(menu.error) && menu.entries.length === 0} onRetry={menu.retry} />
            {more}
          </>
        }
      />
      <BookDemoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
    </>
  );
}
