import { describe, expect, it, vi } from 'vitest';
import { patientImport } from '#src/offline/patient-import.ts';

const lost = () => new TypeError('Failed to fetch dynamically imported module');

describe('patientImport', () => {
  it('waits offline for the connection to return, however many downloads failed, then loads', async () => {
    let online = false;
    let reconnect = () => {};
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockResolvedValue('module');
    const wait = vi.fn(() => Promise.resolve());
    const whenOnline = vi.fn(() => new Promise<void>((resolve) => (reconnect = resolve)));
    const result = patientImport(load, { attempts: 1, isOnline: () => online, whenOnline, wait });
    await vi.waitFor(() => expect(whenOnline).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    reconnect();
    await vi.waitFor(() => expect(whenOnline).toHaveBeenCalledTimes(2));
    online = true;
    reconnect();
    await expect(result).resolves.toBe('module');
    // Offline failures never used up the one download allowed online, nor waited a delay.
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait).not.toHaveBeenCalled();
  });

  it('tries a download that fails online again, each wait longer, and loads', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockResolvedValue('module');
    const wait = vi.fn(() => Promise.resolve());
    await expect(patientImport(load, { attempts: 3, delayMs: 500, isOnline: () => true, wait })).resolves.toBe('module');
    expect(wait.mock.calls).toEqual([[500], [1000]]);
  });

  it('fails with the last error once every download allowed online has failed', async () => {
    const errors = [lost(), lost(), new TypeError('404')];
    const load = vi.fn(() => Promise.reject(errors[load.mock.calls.length - 1]));
    await expect(patientImport(load, { attempts: 3, isOnline: () => true, wait: () => Promise.resolve() })).rejects.toBe(errors[2]);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
