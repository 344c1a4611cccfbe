/** True for a write refused because the origin's storage quota is used up (IndexedDB directly, or Dexie's wrapped error). */
export function isQuotaError(error: unknown): boolean {
  const names = [(error as { name?: string })?.name, (error as { inner?: { name?: string } })?.inner?.name];
  return names.includes('QuotaExceededError');
}
