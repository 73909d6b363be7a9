import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { dayOffset, isoDay, today } from './days.ts';

describe('calendar days', () => {
  test('an instant is written as its UTC day, whatever the hour', () => {
    assert.equal(isoDay(new Date('2026-03-01T00:00:00Z')), '2026-03-01');
    assert.equal(isoDay(new Date('2026-02-28T23:59:59.999Z')), '2026-02-28');
    assert.equal(isoDay(new Date('2026-03-01T01:30:00+02:00')), '2026-02-28', 'an offset time is read in UTC');
  });

  test('today is the UTC day of now, or of the instant given', () => {
    assert.equal(today(new Date('2024-02-29T12:00:00Z')), '2024-02-29');
    const before = new Date().toISOString().slice(0, 10);
    const day = today();
    const after = new Date().toISOString().slice(0, 10);
    assert.ok(day === before || day === after, `${day} is today`);
    assert.match(day, /^\d{4}-\d{2}-\d{2}$/);
  });

  test('a day offset counts whole UTC days forward and back, across months and leap days', () => {
    const noon = new Date('2024-02-28T12:00:00Z');
    assert.equal(dayOffset(1, noon), '2024-02-29');
    assert.equal(dayOffset(2, noon), '2024-03-01');
    assert.equal(dayOffset(-28, noon.getTime()), '2024-01-31', 'from a timestamp too');
    assert.equal(dayOffset(0, new Date('2026-01-01T23:59:59Z')), '2026-01-01');
    assert.equal(dayOffset(1, new Date('2026-01-01T23:59:59Z')), '2026-01-02', 'late in the day still moves one day');
  });
});
