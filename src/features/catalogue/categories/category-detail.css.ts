import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const subcategories = style({ display: 'grid', gap: vars.space.sm });

export const subcategoriesTitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
