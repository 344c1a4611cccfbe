import { describe, expect, it, vi } from 'vitest';
import { createEmailVerifier } from '#src/features/auth/email-verifier.ts';

describe('createEmailVerifier', () => {
  it('sends a token once, however many times the screen asks (StrictMode runs effects twice)', async () => {
    const send = vi.fn(async () => ({ message: 'Votre adresse e-mail est confirmée' }));
    const verifier = createEmailVerifier(send);
    const [a, b] = await Promise.all([verifier.verify('tok'), verifier.verify('tok')]);
    expect(await verifier.verify('tok')).toBe('Votre adresse e-mail est confirmée');
    expect(a).toBe(b);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shares a failure too, and sends again only after forget() (the retry button)', async () => {
    const send = vi
      .fn<(token: string) => Promise<{ message: string }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ message: 'ok' });
    const verifier = createEmailVerifier(send);
    await expect(verifier.verify('tok')).rejects.toThrow('Failed to fetch');
    await expect(verifier.verify('tok')).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(1);
    verifier.forget('tok');
    await expect(verifier.verify('tok')).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps each token apart', async () => {
    const send = vi.fn(async (token: string) => ({ message: token }));
    const verifier = createEmailVerifier(send);
    expect(await verifier.verify('a')).toBe('a');
    expect(await verifier.verify('b')).toBe('b');
    expect(send).toHaveBeenCalledTimes(2);
  });
});
