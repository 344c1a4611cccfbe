/**
 * How the browser tests, the vitest browser files and the benchmarks start
 * Debian's Chromium: one place for its path and its switches.
 *
 * Chromium 156 (Debian's since late November 2026) opens its address bar's
 * suggestion popup as a WebUI page in every new window, headless ones
 * included: a renderer loads about 400 chrome:// modules while the test's
 * own page loads, on the same two cores. In a trace of bench:inp's product
 * page that was 2.5 s of another renderer's work during the page's first
 * seconds, and the navigation committed 1.5 s after it started. Eight new
 * contexts on the product page, unthrottled: 16–18 s and hydrated at
 * 1.0–2.0 s with the popup; 10–12 s and 0.75–1.0 s without. A phone's
 * browser does nothing of the kind, so every tool turns it off
 * (`WebUIOmniboxPopup`, `WebUIOmniboxAimPopup`; Puppeteer does the same).
 *
 * The launchers write their own `--disable-features` first, and a switch
 * given twice keeps its last value in Chromium's command line (Puppeteer and
 * others have been caught by it), so ours repeats theirs: Playwright's
 * (playwright-core's chromiumSwitches.ts, 1.65) and chrome-launcher's for
 * Lighthouse (its flags.js, 1.2). tests/build/chromium-switches.test.ts
 * checks, on the command line Playwright really spawns, that none of its
 * own features is dropped, and that a new window opens no popup page.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What Chromium does on a desktop and a phone's browser does not, which would load the test machine. */
const DESKTOP_ONLY_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Playwright's own `--disable-features` (1.65), which ours replaces. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** chrome-launcher's own `--disable-features` (1.2, Lighthouse 12's launcher), which ours replaces. */
const CHROME_LAUNCHER_DISABLED_FEATURES = [
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
];

/** The switches every Playwright launch of ours passes (`args`). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DESKTOP_ONLY_FEATURES].join(',')}`,
];

/** Lighthouse's `--chrome-flags` (bench/web.ts). */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  `--disable-features=${[...CHROME_LAUNCHER_DISABLED_FEATURES, ...DESKTOP_ONLY_FEATURES].join(',')}`,
].join(' ');
