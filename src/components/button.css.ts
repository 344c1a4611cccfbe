import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#src/styles/theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '2.75rem',
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, pointerEvents: 'none' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryContrast,
        selectors: { '&:hover': { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.primarySoft,
        color: vars.color.primaryHover,
        selectors: { '&:hover': { borderColor: vars.color.primary } },
      },
      outline: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.primaryContrast,
        selectors: { '&:hover': { filter: 'brightness(0.92)' } },
      },
      /** Outline on a dark or coloured background (hero). */
      outlineInverse: {
        backgroundColor: 'transparent',
        color: vars.color.primaryContrast,
        borderColor: 'currentColor',
        selectors: { '&:hover': { backgroundColor: vars.color.onDarkHover } },
      },
      inverse: {
        backgroundColor: vars.color.surface,
        color: vars.color.primaryHover,
        selectors: { '&:hover': { backgroundColor: vars.color.primarySoft } },
      },
    },
    size: {
      // 44 px, like every control: a thumb's target (WCAG 2.5.5), however small the text.
      sm: { minHeight: '2.75rem', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: {},
      lg: { minHeight: '3rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
      icon: { minHeight: '2.75rem', minWidth: '2.75rem', paddingInline: 0 },
    },
    block: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
