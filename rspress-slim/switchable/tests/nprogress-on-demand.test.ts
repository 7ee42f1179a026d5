// The stand-in for nprogress (rspress-slim/switchable/nprogressOnDemand.ts) loads the real bar on the first
// start only, passes the settings on, and does not show a bar for a navigation that already ended.
import { beforeEach, describe, expect, test, vi } from 'vitest';

const real = vi.hoisted(() => {
  const bar = { configure: vi.fn(), start: vi.fn(), done: vi.fn() };
  bar.configure.mockImplementation(() => bar);
  return bar;
});
const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock('nprogress/nprogress.js', () => {
  imported.count += 1;
  return { default: real };
});

beforeEach(() => {
  vi.resetModules();
  imported.count = 0;
  for (const fn of Object.values(real)) fn.mockClear();
});

const load = async () => (await import('../nprogressOnDemand')).default;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('nprogress on demand', () => {
  test('configuring loads nothing; the first start loads the bar with the settings and starts it', async () => {
    const bar = await load();
    bar.configure({ showSpinner: false });
    await settle();
    expect(imported.count).toBe(0);
    bar.start();
    await vi.waitFor(() => expect(real.start).toHaveBeenCalledTimes(1));
    expect(real.configure).toHaveBeenCalledWith({ showSpinner: false });
    bar.done();
    expect(real.done).toHaveBeenCalledTimes(1);
    bar.start();
    expect(real.start).toHaveBeenCalledTimes(2);
  });

  test('a navigation that ends while the bar loads shows no bar', async () => {
    const bar = await load();
    bar.start();
    bar.done();
    await vi.waitFor(() => expect(real.configure).toHaveBeenCalled());
    await settle();
    expect(real.start).not.toHaveBeenCalled();
  });
});
