import { style } from '@vanilla-extract/css';

/** A deferred region's wrapper takes no box: its children lay out as if it were not there. */
export const regionWrapper = style({ display: 'contents' });
