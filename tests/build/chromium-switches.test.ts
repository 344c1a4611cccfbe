/**
 * The switches our tests and benchmarks start Chromium with (e2e/chromium.ts),
 * on the command line the launchers really build: a new window opens no
 * browser UI page beside the test's own, and no feature the launchers turn
 * off themselves comes back on because Chromium reads only our
 * `--disable-features`.
 */
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, LIGHTHOUSE_CHROME_FLAGS } from '../../e2e/chromium.ts';

const features = (args: readonly string[]) =>
  args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));

describe('Chromium as the tests start it', () => {
  it('opens no address-bar popup page with a new window, and keeps every feature Playwright turns off', { timeout: 60_000 }, async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const lists = features(server.process().spawnargs);
      expect(lists.length).toBeGreaterThanOrEqual(2);
      const playwrights = lists[0]!;
      const effective = lists.at(-1)!;
      expect(playwrights.filter((f) => !effective.includes(f))).toEqual([]);

      const browser = await chromium.connect(server.wsEndpoint());
      try {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto('about:blank');
        const cdp = await browser.newBrowserCDPSession();
        // The popup is created with the window; give it the time it takes on a busy machine.
        await new Promise((r) => setTimeout(r, 1000));
        const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
        expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
        expect(targetInfos.some((t) => t.type === 'page' && t.url === 'about:blank')).toBe(true);
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
    }
  });

  it("keeps every feature Lighthouse's launcher turns off", async () => {
    // chrome-launcher is Lighthouse's: resolved from there, as bench:web runs it.
    const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
    const { Launcher } = (await import(fromLighthouse.resolve('chrome-launcher'))) as { Launcher: { defaultFlags(): string[] } };
    const defaults = features(Launcher.defaultFlags());
    expect(defaults).toHaveLength(1);
    const ours = features(LIGHTHOUSE_CHROME_FLAGS.split(' '));
    expect(ours).toHaveLength(1);
    expect(defaults[0]!.filter((f) => !ours[0]!.includes(f))).toEqual([]);
    expect(ours[0]).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
