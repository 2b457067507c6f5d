import { describe, expect, it, vi } from 'vitest';
import {
  alertsReducer,
  createAlertStore,
  initialAlertState,
} from '../../../web/src/lib/alerts/alert-store.ts';

describe('alert store (public §2.1)', () => {
  it('adds alerts with an id, the given layer and persist defaulting to false', () => {
    const store = createAlertStore();
    store.add({ type: 'alert-info', message: 'Saved', layer: 'public' });
    store.danger('Spot is not available for the selected dates.', 'detail');
    const [info, danger] = store.getState().alerts;
    expect(info).toMatchObject({
      id: 1,
      type: 'alert-info',
      message: 'Saved',
      layer: 'public',
      persist: false,
    });
    expect(danger).toMatchObject({ id: 2, type: 'alert-danger', layer: 'detail', persist: false });
  });

  it('keeps an HTML message apart from a plain one', () => {
    const state = alertsReducer(initialAlertState, {
      type: 'add',
      alert: { type: 'alert-info', htmlMessage: '<b>Hi</b>', layer: 'admin' },
    });
    expect(state.alerts[0]).toMatchObject({ htmlMessage: '<b>Hi</b>' });
    expect(state.alerts[0]?.message).toBeUndefined();
  });

  it('ignores empty and duplicate alerts in a layer', () => {
    const store = createAlertStore();
    store.add({ type: 'alert-danger', layer: 'public' });
    store.danger('Oops', 'public');
    store.danger('Oops', 'public');
    store.danger('Oops', 'detail');
    expect(store.getState().alerts.map((a) => a.layer)).toEqual(['public', 'detail']);
  });

  it('clears everything but persist alerts before a navigation', () => {
    const store = createAlertStore();
    store.danger('Invalid account', 'admin', { persist: true });
    store.danger('Gone', 'public');
    store.info('Held', 'detail');
    store.clearForNavigation();
    expect(store.getState().alerts.map((a) => a.message)).toEqual(['Invalid account']);
  });

  it('dismisses one alert and clears a layer', () => {
    const store = createAlertStore();
    store.danger('A', 'public');
    store.danger('B', 'detail', { persist: true });
    store.danger('C', 'detail');
    store.dismiss(1);
    expect(store.getState().alerts.map((a) => a.message)).toEqual(['B', 'C']);
    store.clearLayer('detail');
    expect(store.getState().alerts).toEqual([]);
  });

  it('shows queued errors once, as danger alerts of the layer, and empties the queue', () => {
    const store = createAlertStore();
    store.queueErrors('First problem', 'Second problem');
    store.clearForNavigation(); // the queue survives the navigation to the screen that shows it
    expect(store.getState().queuedErrors).toEqual(['First problem', 'Second problem']);
    store.showQueuedErrors('detail');
    expect(store.getState().queuedErrors).toEqual([]);
    expect(store.getState().alerts).toEqual([
      expect.objectContaining({
        type: 'alert-danger',
        message: 'First problem',
        layer: 'detail',
        persist: false,
      }),
      expect.objectContaining({ type: 'alert-danger', message: 'Second problem', layer: 'detail' }),
    ]);
    store.showQueuedErrors('detail');
    expect(store.getState().alerts).toHaveLength(2);
  });

  it('notifies subscribers only on a change', () => {
    const store = createAlertStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.clearForNavigation();
    store.showQueuedErrors('public');
    expect(listener).not.toHaveBeenCalled();
    store.info('Hello', 'public');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.info('Again', 'public');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
