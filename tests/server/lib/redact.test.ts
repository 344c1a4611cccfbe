import { describe, expect, it } from 'vitest';
import { redactUrl } from '#server/lib/redact.ts';

describe('URLs in the request log', () => {
  it('keep no password, token, secret, code or key, whatever the route', () => {
    expect(redactUrl('/login?email=amina%40example.dz&password=Secret-1')).toBe('/login?email=amina%40example.dz&password=[redacted]');
    expect(redactUrl('/signup?name=Yacine&password=a&confirm_password=a')).toBe('/signup?name=Yacine&password=[redacted]&confirm_password=[redacted]');
    expect(redactUrl('/reset-password?token=abc&new_password=x')).toBe('/reset-password?token=[redacted]&new_password=[redacted]');
    expect(redactUrl('/api/v1/x?access_token=t&client_secret=s&api_key=k&apiKey=k2&code=123&otp_code=9')).toBe(
      '/api/v1/x?access_token=[redacted]&client_secret=[redacted]&api_key=[redacted]&apiKey=[redacted]&code=[redacted]&otp_code=[redacted]',
    );
    // Encoded names are judged decoded.
    expect(redactUrl('/login?pass%77ord=z')).toBe('/login?pass%77ord=[redacted]');
    expect(redactUrl('/verify-email/jeton-secret?next=/')).toBe('/verify-email/[redacted]?next=/');
  });

  it('leave every other parameter as it is', () => {
    const url = '/products?search=clavier&categories=a,b&sort=price-low&page=2&min_price=100&keyboard=fr&zipcode=16000';
    expect(redactUrl(url)).toBe(url);
    expect(redactUrl('/products')).toBe('/products');
  });
});
