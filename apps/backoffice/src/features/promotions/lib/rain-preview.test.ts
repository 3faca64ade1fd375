import { describe, expect, it } from 'vitest';
import { rainPreview, rainView, timesText } from './rain-preview';
import { nextRainTime, rainTimeProblem } from './rain-times';

const timesOf = (...times: string[]) => times.map((time) => ({ time }));
const rain = {
  times: timesOf('20:00', '12:00'),
  minutes: '10',
  envelopes: '200',
  rainBudget: '2000',
  minAmount: '1',
  turnoverMultiple: '1',
};

describe('rain times', () => {
  it('finds a time listed twice, and rains that overlap, the night included', () => {
    expect(rainTimeProblem(['12:00', '20:00'], 10)).toBeNull();
    expect(rainTimeProblem(['12:00', '12:00'], 10)).toEqual({ code: 'TWICE', time: '12:00' });
    expect(rainTimeProblem(['20:00', '12:00', '12:09'], 10)).toEqual({
      code: 'OVERLAP',
      from: '12:00',
      to: '12:09',
    });
    // A rain may start the minute the one before stops.
    expect(rainTimeProblem(['12:00', '12:10'], 10)).toBeNull();
    expect(rainTimeProblem(['23:55', '12:00', '00:04'], 10)).toEqual({
      code: 'OVERLAP',
      from: '23:55',
      to: '00:04',
    });
    expect(rainTimeProblem(['23:55', '00:05'], 10)).toBeNull();
    // One rain never overlaps itself, even falling an hour; a time not typed yet is left out.
    expect(rainTimeProblem(['12:00'], 60)).toBeNull();
    expect(rainTimeProblem(['12:00', ''], 10)).toBeNull();
  });

  it('offers the next whole hour that fits as a new time', () => {
    expect(nextRainTime(['12:00', '20:00'], 10)).toBe('21:00');
    expect(nextRainTime(['20:00', '23:30'], 60)).toBe('01:00');
    expect(nextRainTime([], 10)).toBe('12:00');
    // Every whole hour taken: the first minute that fits.
    const hours = Array.from({ length: 23 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
    expect(nextRainTime(hours, 30)).toBe('23:00');
    expect(nextRainTime([...hours, '23:00'], 30)).toBe('23:30');
    expect(nextRainTime([...hours, '23:00'], 31)).toBe('');
  });

  it('names the times as a sentence does', () => {
    expect(timesText(['12:00'])).toBe('12:00');
    expect(timesText(['12:00', '20:00'])).toBe('12:00 and 20:00');
    expect(timesText(['08:00', '12:00', '20:00'])).toBe('08:00, 12:00 and 20:00');
  });
});

describe('rain as typed', () => {
  it('gives the average envelope, rounded down, and the most paid a day', () => {
    expect(rainView(rain)).toMatchObject({
      problems: [],
      timeProblem: null,
      times: ['12:00', '20:00'],
      average: 10,
      least: 200,
      mostPerDay: 4000,
    });
    expect(rainView({ ...rain, envelopes: '3', rainBudget: '10' }).average).toBe(3.33);
  });

  it("reports validateEnvelopeRain's problems on the figures typed, none on an empty field", () => {
    expect(rainView({ ...rain, rainBudget: '199.99' }).problems).toEqual(['BUDGET_BELOW_MINIMUMS']);
    expect(rainView({ ...rain, envelopes: '0' }).problems).toEqual(['ENVELOPES_OUT_OF_RANGE']);
    expect(rainView({ ...rain, envelopes: '1.5' }).problems).toEqual(['ENVELOPES_OUT_OF_RANGE']);
    expect(rainView({ ...rain, minAmount: '0' }).problems).toEqual(['MIN_NOT_POSITIVE']);
    expect(rainView({ ...rain, rainBudget: '', envelopes: '', minAmount: '' }).problems).toEqual([]);
    expect(rainView({ ...rain, rainBudget: '' })).toMatchObject({ average: null, mostPerDay: null });
    expect(rainView({ ...rain, rainBudget: '150' })).toMatchObject({
      budget: null,
      average: null,
      least: 200,
    });
  });

  it('checks the times only with valid minutes', () => {
    expect(rainView({ ...rain, times: timesOf('12:00', '12:05') }).timeProblem).toEqual({
      code: 'OVERLAP',
      from: '12:00',
      to: '12:05',
    });
    expect(rainView({ ...rain, minutes: '61', times: timesOf('12:00', '12:05') }).timeProblem).toBeNull();
  });
});

describe('rain preview', () => {
  it("gives the rain's terms, its times in the order of the day", () => {
    expect(rainPreview(rain)).toEqual({
      times: ['12:00', '20:00'],
      minutes: 10,
      envelopes: 200,
      budget: 2000,
      min: 1,
      average: 10,
      multiple: 1,
    });
    expect(rainPreview({ ...rain, turnoverMultiple: '' })?.multiple).toBe(0);
  });

  it('answers nothing while a figure is missing or refused, or the rains overlap', () => {
    expect(rainPreview({ ...rain, times: timesOf('12:00', '') })).toBeNull();
    expect(rainPreview({ ...rain, times: [] })).toBeNull();
    expect(rainPreview({ ...rain, times: timesOf('12:00', '12:05') })).toBeNull();
    expect(rainPreview({ ...rain, minutes: '0' })).toBeNull();
    expect(rainPreview({ ...rain, envelopes: '' })).toBeNull();
    expect(rainPreview({ ...rain, rainBudget: '100' })).toBeNull();
    expect(rainPreview({ ...rain, minAmount: '' })).toBeNull();
  });
});
