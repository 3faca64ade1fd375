/** Spec §5/§9 throttles: the captcha refreshes and the login SMS sends at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;
export const SMS_SEND_THROTTLE_MS = 1000;

/** Spec §4/§9: with Firebase SMS the send button waits one minute (not the code's lifetime). */
export const FIREBASE_SMS_WAIT_MS = 60_000;
