// @vitest-environment jsdom
/**
 * Sign-up and a password reset where the tenant runs the captcha: the server's captcha message opens
 * the check (the page's CaptchaCheck dialog answers `useCaptchaQuestion`), and the call is made once
 * more when it passed; closed unchecked, or refused otherwise, the server's refusal stands.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGE } from '#domain/limits';
import { CallError } from '../../../web/src/lib/call.ts';
import { useCaptchaQuestion, withCaptchaPass } from '../../../web/src/lib/booking/captcha-pass.ts';

/** A call refused with `message` the first time and answered 'done' after. */
function refusedOnce(message: string) {
  let calls = 0;
  const call = async () => {
    calls += 1;
    if (calls === 1) throw new CallError([message]);
    return 'done';
  };
  return { call, calls: () => calls };
}

describe('withCaptchaPass', () => {
  it('asks for the check on the captcha message and makes the call again once it passed', async () => {
    const question = renderHook(() => useCaptchaQuestion());
    const { call, calls } = refusedOnce(LIMIT_MESSAGE.captchaRequired);
    const result = withCaptchaPass(call);
    await settledUntil(() => question.result.current !== null);
    act(() => question.result.current!.answer(true));
    await expect(result).resolves.toBe('done');
    expect(calls()).toBe(2);
    expect(question.result.current).toBeNull();
  });

  it('keeps the refusal when the check is closed unchecked', async () => {
    const question = renderHook(() => useCaptchaQuestion());
    const { call, calls } = refusedOnce(LIMIT_MESSAGE.captchaRequired);
    const result = withCaptchaPass(call);
    await settledUntil(() => question.result.current !== null);
    act(() => question.result.current!.answer(false));
    await expect(result).rejects.toThrow(LIMIT_MESSAGE.captchaRequired);
    expect(calls()).toBe(1);
  });

  it('asks nothing for any other refusal', async () => {
    const question = renderHook(() => useCaptchaQuestion());
    const { call, calls } = refusedOnce('That username is taken.');
    await expect(withCaptchaPass(call)).rejects.toThrow('That username is taken.');
    expect(question.result.current).toBeNull();
    expect(calls()).toBe(1);
  });
});

/** Waits (on the microtask queue, no clock) until `ready` holds. */
async function settledUntil(ready: () => boolean) {
  for (let i = 0; i < 100 && !ready(); i++) await act(async () => undefined);
  expect(ready()).toBe(true);
}
