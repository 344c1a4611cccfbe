/** DATABASE_READ_URLS as the server reads it, and WAL positions as the replica check compares them. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { parseLsn } from '#server/db/replicas.ts';

const PRIMARY = 'postgres://app@db-primary:5432/shop';

describe('DATABASE_READ_URLS', () => {
  it('is a comma-separated list of replicas, with the lag bound and check period (5 s and 1 s by default)', () => {
    const config = loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URLS: ' postgres://app@r1:5432/shop , postgresql://app@r2/shop,' });
    expect(config.databaseReadUrls).toEqual(['postgres://app@r1:5432/shop', 'postgresql://app@r2/shop']);
    expect(config.replicaMaxLagMs).toBe(5000);
    expect(config.replicaCheckMs).toBe(1000);
    expect(loadConfig({ DATABASE_URL: PRIMARY, REPLICA_MAX_LAG_MS: '800' }).replicaMaxLagMs).toBe(800);
    expect(loadConfig({ DATABASE_URL: PRIMARY }).databaseReadUrls).toEqual([]);
  });

  it('stops the start when it cannot work: replicas without a primary, or something else than a PostgreSQL URL (credentials not echoed)', () => {
    expect(() => loadConfig({ DATABASE_READ_URLS: 'postgres://app@r1/shop' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URLS: 'mysql://app:secret@r1/shop' })).toThrow(/postgres:\/\/ URLs, got "mysql:\/\/…@r1\/shop"/);
  });
});

describe('WAL positions', () => {
  it('compare in the order PostgreSQL writes them, across the 32-bit boundary', () => {
    expect(parseLsn('0/3000000')).toBe(0x3000000n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });
});
