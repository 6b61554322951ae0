import { describe, expect, it } from 'vitest';
import { QuietPeriod } from './quietPeriod';

function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    now: () => time,
    advance: (ms: number) => (time += ms),
    sleeps,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

describe('QuietPeriod', () => {
  it('waits only one task when nothing came in lately', async () => {
    const clock = fakeClock();
    const quiet = new QuietPeriod(30, clock.now, clock.sleep);
    await quiet.wait();
    expect(clock.sleeps).toEqual([0]);
  });

  it('waits until the period after the last request has passed', async () => {
    const clock = fakeClock();
    const quiet = new QuietPeriod(30, clock.now, clock.sleep);
    quiet.note();
    clock.advance(10);
    await quiet.wait();
    expect(clock.sleeps).toEqual([20]);
  });

  it('waits again when a request comes in while waiting', async () => {
    const clock = fakeClock();
    let interrupted = false;
    const quiet = new QuietPeriod(30, clock.now, async (ms) => {
      await clock.sleep(ms);
      if (!interrupted) {
        interrupted = true;
        quiet.note();
      }
    });
    quiet.note();
    await quiet.wait();
    expect(clock.sleeps).toEqual([30, 30]);
  });
});
