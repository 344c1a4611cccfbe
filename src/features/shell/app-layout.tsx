import type { ReactNode } from 'react';
import { HydrationRegion } from '#src/components/hydration-region.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { main, skipLink } from './app-layout.css.ts';

export const MAIN_CONTENT_ID = 'contenu';

export interface AppLayoutProps {
  children: ReactNode;
  onLogout: () => void;
}

/** The shared layout of spec section 2: skip link, sticky header, main landmark, footer. */
export function AppLayout({ children, onLogout }: AppLayoutProps) {
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={skipLink}>
        Aller au contenu
      </a>
      <HydrationRegion name="header">
        <AppHeader onLogout={onLogout} />
      </HydrationRegion>
      <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
        {children}
      </main>
      <HydrationRegion name="footer" defer>
        <AppFooter />
      </HydrationRegion>
      <UpdatePrompt />
    </>
  );
}
