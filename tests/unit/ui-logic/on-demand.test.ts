import { describe, expect, it, vi } from 'vitest';
import { CODE_ATTR, onDemand } from '#src/ui-logic/on-demand.ts';

const Menu = () => null;

describe('onDemand', () => {
  it('downloads once, however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve(Menu));
    const menu = onDemand(load);
    const [a, b] = await Promise.all([menu.preload(), menu.preload()]);
    expect(a).toBe(Menu);
    expect(b).toBe(Menu);
    expect(await menu.preload()).toBe(Menu);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download (offline) resolves to null, never throws, and is tried again next time', async () => {
    const load = vi.fn<() => Promise<typeof Menu>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Menu);
    const menu = onDemand(load);
    expect(await menu.preload()).toBeNull();
    expect(await menu.preload()).toBe(Menu);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives the control that opens it its code's name, for the page's loader; nothing without a name", () => {
    expect(onDemand(() => Promise.resolve(Menu), 'menu').trigger).toEqual({ [CODE_ATTR]: 'menu' });
    expect(CODE_ATTR).toBe('data-code');
    expect(onDemand(() => Promise.resolve(Menu)).trigger).toEqual({});
  });
});
