// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ERROR_LOG_LIMIT, ErrorLog } from './error-log';

const MIN = 60_000;

describe('the speech error log (spec §9)', () => {
  it('keeps at most 100 entries, dropping the oldest', () => {
    const log = new ErrorLog();
    for (let i = 0; i < 130; i++) log.add({ at: i, provider: 'cloud', message: `error ${i}` });
    const entries = log.entries();
    expect(entries).toHaveLength(ERROR_LOG_LIMIT);
    expect(entries[0]?.message).toBe('error 30');
    expect(entries.at(-1)?.message).toBe('error 129');
  });

  it('is unhealthy with 3 errors mentioning 400 within 2 minutes, and healthy again after', () => {
    const log = new ErrorLog();
    log.add({ at: 0, provider: 'cloud', message: 'HTTP 400' });
    log.add({ at: MIN, provider: 'cloud', message: 'status 400 Bad Request' });
    expect(log.isUnhealthy(MIN)).toBe(false);
    log.add({ at: 2 * MIN, provider: 'cloud', message: '400' });
    expect(log.isUnhealthy(2 * MIN)).toBe(true); // the first is exactly 2 minutes old: still within
    expect(log.isUnhealthy(2 * MIN + 1)).toBe(false);
  });

  it('counts only errors mentioning 400', () => {
    const log = new ErrorLog();
    for (const message of ['timeout', 'HTTP 500', '4000 ms', 'status 401', 'HTTP 400']) log.add({ at: 0, provider: 'cloud', message });
    expect(log.isUnhealthy(0)).toBe(false);
  });

  it('can ask about one provider', () => {
    const log = new ErrorLog();
    for (let i = 0; i < 3; i++) log.add({ at: 0, provider: 'webSpeech', message: '400' });
    expect(log.isUnhealthy(0)).toBe(true);
    expect(log.isUnhealthy(0, 'cloud')).toBe(false);
  });

  it('clears', () => {
    const log = new ErrorLog();
    log.add({ at: 0, provider: 'cloud', message: 'x' });
    log.clear();
    expect(log.entries()).toEqual([]);
  });
});
