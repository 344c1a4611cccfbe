/**
 * The service worker's runtime caches (sw/sw.ts), named here so that the
 * app can let the catalogue's copies give way when the device's storage is
 * full (offline/storage-room.ts).
 */
export const CATALOGUE_CACHE = 'catalogue-api-v1';
export const MEDIA_CACHE = 'catalogue-media-v1';
export const CONFIG_CACHE = 'app-config-v1';
export const PAGES_CACHE = 'pages-v1';
