/** The frame every auth screen shares: a centred card and its intro (an optional round icon, the h1, a line under it). */
import type { ReactNode, Ref } from 'react';
import { card, focusTarget, icon as iconClass, iconError, iconIntro, intro, page, subtitle as subtitleClass, title as titleClass } from './auth-page.css.ts';

export interface AuthCardProps {
  /** The h1's id: the card is a region named by its title. */
  titleId?: string;
  busy?: boolean;
  children: ReactNode;
}

export function AuthCard({ titleId, busy, children }: AuthCardProps) {
  return (
    <div className={page}>
      <section className={card} aria-labelledby={titleId} aria-busy={busy ? 'true' : undefined}>
        {children}
      </section>
    </div>
  );
}

export interface AuthIntroProps {
  titleId: string;
  title: ReactNode;
  /** Focused from code when the outcome replaces the form (the heading is then read). */
  titleRef?: Ref<HTMLHeadingElement>;
  subtitle?: ReactNode;
  /** 'status' or 'alert' when the line under the title is the outcome. */
  subtitleRole?: 'status' | 'alert';
  /** A round icon above the title; `error` draws it in the danger colours. */
  icon?: ReactNode;
  error?: boolean;
}

export function AuthIntro({ titleId, title, titleRef, subtitle, subtitleRole, icon, error = false }: AuthIntroProps) {
  return (
    <div className={icon ? iconIntro : intro}>
      {icon ? <span className={error ? iconError : iconClass}>{icon}</span> : null}
      <h1 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={titleRef ? `${titleClass} ${focusTarget}` : titleClass}>
        {title}
      </h1>
      {subtitle ? (
        <p className={subtitleClass} role={subtitleRole}>
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
