/**
 * Design tokens. Components use colours, spacing, radii and type only through
 * `vars` (convention 10). Colours keep a 4.5:1 contrast for text on their
 * intended background (WCAG AA).
 */
import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    background: '#f7f7f5',
    surface: '#ffffff',
    surfaceMuted: '#f0f1ee',
    text: '#1c1f1d',
    textMuted: '#5b625e',
    border: '#dfe2de',
    borderStrong: '#b9bfba',
    primary: '#0b6e4f',
    primaryHover: '#095a41',
    primarySoft: '#e3f1ec',
    primaryContrast: '#ffffff',
    accent: '#c8102e',
    accentContrast: '#ffffff',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#157347',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    star: '#d08700',
    focus: '#1a73e8',
    overlay: 'rgba(16, 24, 20, 0.55)',
    skeleton: '#e6e8e4',
    skeletonHighlight: '#f3f4f1',
    heroFrom: '#0b6e4f',
    heroTo: '#14523d',
    /** Text on the hero's green and on the footer's dark ground. */
    onDark: '#ffffff',
    onDarkText: '#e9ece9',
    onDarkMuted: '#c5cbc7',
    onHero: 'rgba(255, 255, 255, 0.9)',
    onHeroStrong: 'rgba(255, 255, 255, 0.92)',
    onDarkRule: 'rgba(255, 255, 255, 0.15)',
    onDarkHover: 'rgba(255, 255, 255, 0.12)',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: {
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    xl: '1rem',
    full: '9999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
  },
  fontWeight: {
    normal: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 20, 0.08)',
    md: '0 4px 12px rgba(16, 24, 20, 0.1)',
    lg: '0 12px 32px rgba(16, 24, 20, 0.18)',
    /** A list that opens under its field. */
    popover: '0 8px 24px rgba(0, 0, 0, 0.12)',
    /** A bar fixed to the bottom of the screen. */
    bottomBar: '0 -4px 16px rgba(0, 0, 0, 0.08)',
  },
  layout: {
    maxWidth: '80rem',
    headerHeight: '3.75rem',
  },
  zIndex: {
    header: '40',
    overlay: '50',
    dialog: '60',
  },
});

/** Breakpoints: mobile first from 360 px; these widen the layout. */
export const media = {
  sm: 'screen and (min-width: 40em)',
  md: 'screen and (min-width: 48em)',
  lg: 'screen and (min-width: 64em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
