import { describe, expect, it } from 'vitest';
import { formatSeenAgo as format } from '#src/utils/format-date.ts';

// Intl separates the number with a narrow no-break space.
const formatSeenAgo = (seenAt: number, now: number) => format(seenAt, now).replace(/\s/g, ' ');

describe('how old offline data is', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('speaks short French', () => {
    expect(formatSeenAgo(now - 20_000, now)).toBe("à l'instant");
    expect(formatSeenAgo(now - 5 * 60_000, now)).toBe('il y a 5 min');
    expect(formatSeenAgo(now - 3 * 3600_000 - 10 * 60_000, now)).toBe('il y a 3 h');
    expect(formatSeenAgo(now - 3 * 24 * 3600_000, now)).toBe('il y a 3 j');
  });
  it('never goes into the future', () => {
    expect(formatSeenAgo(now + 60_000, now)).toBe("à l'instant");
  });
});
