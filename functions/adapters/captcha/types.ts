/** The captcha check behind User/CaptchaVerify (public §3.7 captcha result). */
export interface CaptchaResult {
  success: boolean;
  /** 0.0 (a bot) to 1.0 (a person), reCAPTCHA v3 style. */
  score: number;
  'error-codes': string[];
}

export interface CaptchaVerifier {
  verify(token: string, remoteIp?: string): Promise<CaptchaResult>;
}
