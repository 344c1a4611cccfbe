/**
 * A dynamic import that a dropped connection does not fail. While the
 * browser is offline it waits for the connection to return (however long);
 * a download that fails online is tried `attempts` times in all, `delayMs`,
 * then twice that, … apart. Only code that stays out of reach online (a
 * deploy removed the chunk) still fails.
 *
 * For code rendered through React.lazy outside the router, whose failure
 * reaches the app's crash screen: a shopper who loses the connection while
 * it downloads keeps the page they are reading.
 */
import { isOnline as browserOnline } from './online.ts';

export interface PatientImportOptions {
  /** Downloads tried while online before giving up (default 3). */
  attempts?: number;
  /** The wait after the first failure, growing by as much after each (default 1000 ms). */
  delayMs?: number;
  isOnline?: () => boolean;
  /** Resolves when the connection returns. */
  whenOnline?: () => Promise<void>;
  wait?: (ms: number) => Promise<void>;
}

const whenBrowserOnline = () => new Promise<void>((resolve) => addEventListener('online', () => resolve(), { once: true }));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function patientImport<T>(load: () => Promise<T>, options: PatientImportOptions = {}): Promise<T> {
  const { attempts = 3, delayMs = 1000, isOnline = browserOnline, whenOnline = whenBrowserOnline, wait = sleep } = options;
  for (let failures = 0; ; ) {
    try {
      return await load();
    } catch (error) {
      if (!isOnline()) {
        await whenOnline();
        continue;
      }
      failures += 1;
      if (failures >= attempts) throw error;
      await wait(delayMs * failures);
    }
  }
}
