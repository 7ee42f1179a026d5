// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { onDemand } from './onDemand';

afterEach(cleanup);

const Menu = () => <nav aria-label="menu" />;

describe('onDemand', () => {
  test('preload fetches the code once and renders nothing', async () => {
    const load = vi.fn(async () => Menu);
    const menu = onDemand(load);
    await Promise.all([menu.preload(), menu.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.body.innerHTML).not.toContain('menu');
  });

  test('once preloaded, the component is there in the first render that wants it', () => {
    const menu = onDemand(async () => Menu);
    const Host = () => {
      const Loaded = menu.useLoaded();
      return Loaded ? <Loaded /> : <p>not yet</p>;
    };
    return menu.preload().then(() => {
      render(<Host />);
      expect(screen.getByRole('navigation', { name: 'menu' })).toBeTruthy();
    });
  });

  test('not wanted, nothing is fetched; wanted, it renders once fetched', async () => {
    const load = vi.fn(async () => Menu);
    const menu = onDemand(load);
    const Host = ({ wanted }: { wanted: boolean }) => {
      const Loaded = menu.useLoaded(wanted);
      return Loaded ? <Loaded /> : null;
    };
    const { rerender } = render(<Host wanted={false} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    rerender(<Host wanted />);
    await act(async () => undefined);
    expect(screen.getByRole('navigation', { name: 'menu' })).toBeTruthy();
  });
});
