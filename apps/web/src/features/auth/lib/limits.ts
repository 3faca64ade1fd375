/** Spec §5/§9 throttles: the captcha refreshes and the login SMS sends at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;
export const SMS_SEND_THROTTLE_MS = 1000;
