/**
 * The shell, /config.json and the worker's files: revalidated on every use
 * (fastify-static answers 304 from the ETag), never served stale. Not
 * `no-store`: that keeps every page out of the browser's back/forward cache,
 * so the back button would reload the store instead of showing it at once.
 */
export const REVALIDATE_EVERY_TIME = 'no-cache';
