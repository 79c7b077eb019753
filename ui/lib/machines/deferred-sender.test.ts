import { describe, expect, it } from 'vitest';
import { deferredSender } from './deferred-sender';

describe('deferredSender', () => {
  it('queues events until connected, asks for the machine, then delivers them in order', () => {
    const delivered: string[] = [];
    let asked = 0;
    const sender = deferredSender<string>(() => {
      asked += 1;
    });
    sender.send('field.change');
    sender.send('form.submit');
    expect(delivered).toEqual([]);
    expect(asked).toBe(2);
    sender.connect((event) => delivered.push(event));
    expect(delivered).toEqual(['field.change', 'form.submit']);
    sender.send('form.reset');
    expect(delivered).toEqual(['field.change', 'form.submit', 'form.reset']);
    expect(asked).toBe(2);
  });

  it('delivers a queued event once, even when connected again', () => {
    const delivered: string[] = [];
    const sender = deferredSender<string>(() => {});
    sender.send('form.submit');
    sender.connect((event) => delivered.push(event));
    sender.connect((event) => delivered.push(`again:${event}`));
    expect(delivered).toEqual(['form.submit']);
  });
});
