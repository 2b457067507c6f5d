/**
 * The "I am not a robot" check a claim may ask for (the server answers a claim that looks automated, a
 * burst from one account or one with no page-view token, where the tenant runs the captcha, with
 * LIMIT_MESSAGE.captchaRequired): the claim asks the
 * person through `askForCaptchaPass`, which the CaptchaCheck dialog (web/src/components) on the search results answers, and claims
 * again once the check passed. The token comes from the captcha provider configured in the build
 * (VITE_CAPTCHA_SITE_KEY: a reCAPTCHA v3 style script, score-based, for the 'claim' action); without
 * one (the local runtime) from the stand-in, the token the local test verifier passes ('test-pass').
 * POST User/CaptchaVerify?token= checks it and, passed, lets this client claim a few more times.
 */
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { captchaResultSchema } from '#contract/accounts';
import { CAPTCHA_PASS, LIMIT_MESSAGE } from '#domain/limits';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike, failureMessages } from '../call.ts';

export type CaptchaResult = z.infer<typeof captchaResultSchema>;

/** The stand-in's token: what the local runtime's test verifier passes. */
export const STAND_IN_CAPTCHA_TOKEN = 'test-pass';

interface Grecaptcha {
  ready(run: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

function siteKey(): string | undefined {
  return (import.meta.env as Record<string, string | undefined>).VITE_CAPTCHA_SITE_KEY || undefined;
}

/** Whether the page uses the local stand-in (no provider configured). */
export function usesStandIn(): boolean {
  return siteKey() === undefined;
}

let providerScript: Promise<Grecaptcha> | undefined;

function loadProvider(key: string): Promise<Grecaptcha> {
  providerScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('The captcha did not load.'));
    };
    script.onerror = () => reject(new Error('The captcha did not load.'));
    document.head.append(script);
  }).catch((err: unknown) => {
    providerScript = undefined;
    throw err;
  });
  return providerScript;
}

/** A token for the claim's check: the provider's, or the stand-in's. */
export async function captchaToken(): Promise<string> {
  const key = siteKey();
  if (!key) return STAND_IN_CAPTCHA_TOKEN;
  return (await loadProvider(key)).execute(key, { action: 'claim' });
}

/** POST User/CaptchaVerify?token=: whether the check passed (the server then admits a few claims). */
export async function verifyCaptcha(api: ApiClient, token: string): Promise<boolean> {
  const { captcha } = await callEnvelope(() =>
    api.post<EnvelopeLike & { captcha: CaptchaResult }>('User/CaptchaVerify', undefined, { token }),
  );
  // The error codes are read by the server's log, never shown (public §8).
  return captcha.success && captcha.score >= CAPTCHA_PASS.minScore;
}

/** The open question: answered true once the check passed, false when the person closes it. */
type Asking = { answer(passed: boolean): void } | null;

let asking: Asking = null;
const listeners = new Set<() => void>();

function setAsking(next: Asking) {
  asking = next;
  for (const l of listeners) l();
}

/** Opens the check; resolves once it passed (true) or was closed (false). */
export function askForCaptchaPass(): Promise<boolean> {
  asking?.answer(false);
  return new Promise<boolean>((resolve) => {
    setAsking({
      answer: (passed) => {
        setAsking(null);
        resolve(passed);
      },
    });
  });
}

/** The question the dialog shows, if any. */
export function useCaptchaQuestion(): Asking {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asking,
  );
}

/**
 * `call`, and where the server asks for the captcha first (a tenant that runs it: sign-up, a password
 * reset), the check (the page's CaptchaCheck dialog) and `call` once more. Closed unchecked, the
 * server's refusal stands.
 */
export async function withCaptchaPass<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (failureMessages(error)[0] !== LIMIT_MESSAGE.captchaRequired) throw error;
    if (!(await askForCaptchaPass())) throw error;
    return call();
  }
}
