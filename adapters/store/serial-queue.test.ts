import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createSerialQueue', () => {
  it('never interleaves tasks and keeps arrival order', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([queue.run(task('a')), queue.run(task('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('keeps running after a task fails, and passes the failure to its caller', async () => {
    const queue = createSerialQueue();
    const failing = queue.run(() => Promise.reject(new Error('boom')));
    const next = queue.run(() => 42);
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe(42);
  });
});
