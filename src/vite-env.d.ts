/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The app version shown in the footer, set at build time. */
  readonly VITE_APP_VERSION?: string;
}

/** A module compiled on its own into a minified inline script (scripts/inline-script.ts). */
declare module '*?inline-script' {
  const source: string;
  export default source;
}

/** Sonner's rules that the app's toaster uses (scripts/sonner-stylesheet.ts). */
declare module 'virtual:sonner-styles.css';
