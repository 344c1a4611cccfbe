/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The app version shown in the footer, set at build time. */
  readonly VITE_APP_VERSION?: string;
}
