// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingProvider } from '../../../web/src/lib/loading/loading-context.tsx';
import { createLoadingStore } from '../../../web/src/lib/loading/loading-store.ts';
import { LoadingScreen } from '../../../web/src/components/loading/LoadingScreen.tsx';
import { LOADING_PHRASES, pickLoadingPhrase } from '../../../web/src/lib/loading/phrases.ts';

afterEach(cleanup);

describe('loading screen (public §1)', () => {
  it('has 19 distinct camping phrases, including the two the specification names', () => {
    expect(LOADING_PHRASES).toHaveLength(19);
    expect(new Set(LOADING_PHRASES).size).toBe(19);
    expect(LOADING_PHRASES).toContain('Gathering kindling...');
    expect(LOADING_PHRASES).toContain('Setting up tent...');
  });

  it('picks a phrase at random across the whole list', () => {
    expect(pickLoadingPhrase(() => 0)).toBe(LOADING_PHRASES[0]);
    expect(pickLoadingPhrase(() => 0.999999)).toBe(LOADING_PHRASES[18]);
    expect(pickLoadingPhrase(() => 1)).toBe(LOADING_PHRASES[18]);
    const seen = new Set(Array.from({ length: 19 }, (_, i) => pickLoadingPhrase(() => i / 19)));
    expect(seen.size).toBe(19);
  });

  it('shows the campfire and a phrase while loading, locking page scrolling until it stops', () => {
    const store = createLoadingStore(() => 0.5);
    document.body.style.overflow = 'auto';
    const { container } = render(
      <LoadingProvider store={store}>
        <LoadingScreen />
      </LoadingProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();

    act(() => store.start());
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(LOADING_PHRASES[9]);
    expect(container.querySelector('img[src="/app/campfire.svg"]')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');

    act(() => store.stop());
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
  });
});
