/**
 * The local and test verifier: no provider is called. Its documented tokens:
 *
 * | token             | success | score | error-codes                |
 * | ----------------- | ------- | ----- | -------------------------- |
 * | `test-pass`       | true    | 0.9   | []                         |
 * | `test-low-score`  | true    | 0.1   | []                         |
 * | `test-fail`       | false   | 0     | ['invalid-input-response'] |
 * | `test-expired`    | false   | 0     | ['timeout-or-duplicate']   |
 * | anything else     | false   | 0     | ['invalid-input-response'] |
 */
import type { CaptchaResult, CaptchaVerifier } from './types.ts';

export const TEST_CAPTCHA_TOKENS: Record<string, CaptchaResult> = {
  'test-pass': { success: true, score: 0.9, 'error-codes': [] },
  'test-low-score': { success: true, score: 0.1, 'error-codes': [] },
  'test-fail': { success: false, score: 0, 'error-codes': ['invalid-input-response'] },
  'test-expired': { success: false, score: 0, 'error-codes': ['timeout-or-duplicate'] },
};

export const testCaptchaVerifier: CaptchaVerifier = {
  async verify(token) {
    return (
      TEST_CAPTCHA_TOKENS[token] ?? { success: false, score: 0, 'error-codes': ['invalid-input-response'] }
    );
  },
};
