/**
 * The app's alerts (public §2.1): messages shown in three layers (public, detail, admin), cleared before
 * every navigation unless marked persist, plus a queue of error messages that a later screen shows as
 * danger alerts and then empties (e.g. a guarded entry that sends the visitor back to a park page).
 *
 * A tiny external store (not React state) so that non-React code such as the router's before-navigation
 * step and, later, the identity module can raise and clear alerts too.
 */

export const ALERT_LAYERS = ['public', 'detail', 'admin'] as const;
export type AlertLayer = (typeof ALERT_LAYERS)[number];
export type AlertType = 'alert-danger' | 'alert-info';

export interface AlertInput {
  type: AlertType;
  /** Plain text; or htmlMessage for server HTML (rendered sanitised). */
  message?: string;
  htmlMessage?: string;
  layer: AlertLayer;
  /** Survives navigations until dismissed. */
  persist?: boolean;
}

export interface AppAlert {
  id: number;
  type: AlertType;
  message?: string;
  htmlMessage?: string;
  layer: AlertLayer;
  persist: boolean;
}

export interface AlertState {
  alerts: readonly AppAlert[];
  queuedErrors: readonly string[];
  nextId: number;
}

export type AlertAction =
  | { type: 'add'; alert: AlertInput }
  | { type: 'dismiss'; id: number }
  | { type: 'clearForNavigation' }
  | { type: 'clearLayer'; layer: AlertLayer }
  | { type: 'queueErrors'; messages: readonly string[] }
  | { type: 'showQueuedErrors'; layer: AlertLayer };

export const initialAlertState: AlertState = { alerts: [], queuedErrors: [], nextId: 1 };

function sameAlert(a: AppAlert, b: AlertInput): boolean {
  return (
    a.layer === b.layer && a.type === b.type && a.message === b.message && a.htmlMessage === b.htmlMessage
  );
}

function addAlert(state: AlertState, input: AlertInput): AlertState {
  if (!input.message && !input.htmlMessage) return state;
  // The same message twice in one layer says nothing new (e.g. two failing calls on one screen).
  if (state.alerts.some((alert) => sameAlert(alert, input))) return state;
  const alert: AppAlert = {
    id: state.nextId,
    type: input.type,
    layer: input.layer,
    persist: input.persist ?? false,
    ...(input.message !== undefined && { message: input.message }),
    ...(input.htmlMessage !== undefined && { htmlMessage: input.htmlMessage }),
  };
  return { ...state, alerts: [...state.alerts, alert], nextId: state.nextId + 1 };
}

export function alertsReducer(state: AlertState, action: AlertAction): AlertState {
  switch (action.type) {
    case 'add':
      return addAlert(state, action.alert);
    case 'dismiss':
      return { ...state, alerts: state.alerts.filter((alert) => alert.id !== action.id) };
    case 'clearForNavigation': {
      const kept = state.alerts.filter((alert) => alert.persist);
      return kept.length === state.alerts.length ? state : { ...state, alerts: kept };
    }
    case 'clearLayer':
      return { ...state, alerts: state.alerts.filter((alert) => alert.layer !== action.layer) };
    case 'queueErrors':
      return action.messages.length
        ? { ...state, queuedErrors: [...state.queuedErrors, ...action.messages] }
        : state;
    case 'showQueuedErrors': {
      if (state.queuedErrors.length === 0) return state;
      const shown = state.queuedErrors.reduce(
        (next, message) => addAlert(next, { type: 'alert-danger', message, layer: action.layer }),
        state,
      );
      return { ...shown, queuedErrors: [] };
    }
  }
}

export interface AlertStore {
  getState(): AlertState;
  subscribe(listener: () => void): () => void;
  dispatch(action: AlertAction): void;
  add(alert: AlertInput): void;
  danger(message: string, layer: AlertLayer, options?: { persist?: boolean }): void;
  info(message: string, layer: AlertLayer, options?: { persist?: boolean }): void;
  dismiss(id: number): void;
  /** Before every navigation: everything except persist alerts goes. */
  clearForNavigation(): void;
  clearLayer(layer: AlertLayer): void;
  /** For a later screen to show (see showQueuedErrors). */
  queueErrors(...messages: string[]): void;
  /** Shows the queued errors as danger alerts in the layer and empties the queue. */
  showQueuedErrors(layer: AlertLayer): void;
}

export function createAlertStore(initial: AlertState = initialAlertState): AlertStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const dispatch = (action: AlertAction) => {
    const next = alertsReducer(state, action);
    if (next === state) return;
    state = next;
    listeners.forEach((notify) => notify());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    add: (alert) => dispatch({ type: 'add', alert }),
    danger: (message, layer, options) =>
      dispatch({
        type: 'add',
        alert: { type: 'alert-danger', message, layer, persist: options?.persist ?? false },
      }),
    info: (message, layer, options) =>
      dispatch({
        type: 'add',
        alert: { type: 'alert-info', message, layer, persist: options?.persist ?? false },
      }),
    dismiss: (id) => dispatch({ type: 'dismiss', id }),
    clearForNavigation: () => dispatch({ type: 'clearForNavigation' }),
    clearLayer: (layer) => dispatch({ type: 'clearLayer', layer }),
    queueErrors: (...messages) => dispatch({ type: 'queueErrors', messages }),
    showQueuedErrors: (layer) => dispatch({ type: 'showQueuedErrors', layer }),
  };
}
