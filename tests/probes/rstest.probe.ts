// Reads the `rs` utility object inside a real Rstest run, for tests/api-rstest.test.ts.
import { writeFileSync } from 'node:fs';
import { rs, rstest, test } from '@rstest/core';

const errorMessage = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

test('rstest utility probe', async () => {
  const mock = rs.fn();
  const instanceMethods = Object.getOwnPropertyNames(mock).filter(
    (key) => typeof Reflect.get(mock, key) === 'function',
  );

  // Default wait timeout: the message names it. Default interval: the gaps between attempts.
  const waitUntilTimeoutMessage = await rs.waitUntil(() => false).catch((error: Error) => error.message);
  const attempts: number[] = [];
  await rs
    .waitFor(() => {
      attempts.push(performance.now());
      throw new Error('keep waiting');
    }, 400)
    .catch(() => {});
  const waitIntervalGaps = attempts.slice(1).map((time, index) => time - attempts[index]);

  const real = { setTimeout, Date, nextTick: process.nextTick, queueMicrotask };
  rs.useFakeTimers();
  const fakedByDefault = {
    setTimeout: setTimeout !== real.setTimeout,
    Date: Date !== real.Date,
    nextTick: process.nextTick !== real.nextTick,
    queueMicrotask: queueMicrotask !== real.queueMicrotask,
  };
  setInterval(() => {}, 1);
  const loopLimitMessage = errorMessage(() => rs.runAllTimers());
  rs.useRealTimers();

  writeFileSync(
    process.env.PROBE_OUTPUT as string,
    JSON.stringify({
      sameObject: rs === rstest,
      members: Object.keys(rs),
      instanceMethods,
      mockState: Object.keys(mock.mock),
      waitUntilTimeoutMessage,
      waitIntervalGaps,
      fakedByDefault,
      loopLimitMessage,
    }),
  );
});
