import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_MESSAGES,
  CONTACT_SEND_DELAY_MS,
  CONTACT_SENT,
  EMPTY_CONTACT,
  simulateSend,
  validateContact,
} from '#src/features/company/contact-rules.ts';

const filled = { name: 'Karim', email: 'karim@example.dz', subject: 'Livraison', message: 'Bonjour' };

describe('validateContact (spec section 5: all four fields required)', () => {
  it('accepts a filled form', () => {
    expect(validateContact(filled)).toEqual({});
  });

  it('requires every field, blanks included', () => {
    expect(validateContact({ name: ' ', email: '', subject: '\n', message: '  ' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
    expect(validateContact(EMPTY_CONTACT)).toHaveProperty('name');
  });

  it('checks the e-mail format', () => {
    expect(validateContact({ ...filled, email: 'karim@' })).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
  });

  it('has the spec toast texts', () => {
    expect(CONTACT_SENT).toEqual({ title: 'Message envoyé !', description: 'Nous vous répondrons dans les plus brefs délais.' });
  });
});

describe('simulateSend: about one second, no server call', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves after the delay without fetching anything', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    let done = false;
    const sending = simulateSend().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(done).toBe(true);
    expect(CONTACT_SEND_DELAY_MS).toBe(1000);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects when the page is left before the end', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const sending = simulateSend(controller.signal);
    controller.abort(new Error('left'));
    await expect(sending).rejects.toThrow('left');
    await expect(simulateSend(controller.signal)).rejects.toThrow('left');
  });
});
