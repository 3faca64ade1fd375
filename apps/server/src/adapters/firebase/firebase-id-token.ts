import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { AppError } from '../../shared/app-error.js';

/** A phone sign-in Firebase vouches for: its user, the number and when the code was entered. */
export interface FirebasePhoneSignIn {
  uid: string;
  phoneNumber: string;
  /** Seconds since the epoch. */
  authTime: number;
}

export interface FirebaseIdTokenSettings {
  projectId: string;
  jwksUrl: string;
  /** How old the sign-in (`auth_time`) may be: a sign-up proves a phone it has just verified. */
  maxAuthAgeSeconds: number;
}

/** Clock difference tolerated between Google and us on `exp`, `iat` and `auth_time`. */
const CLOCK_TOLERANCE_SECONDS = 30;

const invalid = (message: string) => new AppError(ErrorCodes.firebaseTokenInvalid, message);
const expired = (message: string) => new AppError(ErrorCodes.firebaseTokenExpired, message);

/** jose's answers about the token itself, as opposed to trouble fetching the keys. */
const TOKEN_ERRORS = [
  errors.JWTClaimValidationFailed,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JWSInvalid,
  errors.JWTInvalid,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKInvalid,
];

/**
 * Checks a Firebase Authentication ID token as the Firebase Admin SDK does: RS256 signature by a
 * key of Google's securetoken JWKS, issuer `https://securetoken.google.com/<project>`, audience
 * the project, `exp` and `iat`, a non-empty `sub`, `auth_time` in the past; then that it is a
 * phone sign-in with a number, and a recent one.
 */
export class FirebaseIdTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly s: FirebaseIdTokenSettings,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    // jose keeps the key set and fetches it again for an unknown `kid` (Google rotates keys).
    this.keys = createRemoteJWKSet(new URL(s.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  }

  async verify(token: string): Promise<FirebasePhoneSignIn> {
    const payload = await this.checkJwt(token);
    const now = Math.floor(Date.now() / 1000);
    const {
      sub,
      auth_time: authTime,
      phone_number: phoneNumber,
    } = payload as JWTPayload & { auth_time?: unknown; phone_number?: unknown };
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128)
      throw invalid('sub must be a non-empty string of at most 128 characters');
    if (typeof authTime !== 'number' || authTime > now + CLOCK_TOLERANCE_SECONDS)
      throw invalid('auth_time must be in the past');
    const provider = (payload.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
    if (provider !== 'phone' || typeof phoneNumber !== 'string' || !/^\+[1-9]\d{3,14}$/.test(phoneNumber)) {
      throw invalid('not a phone sign-in');
    }
    if (authTime < now - this.s.maxAuthAgeSeconds) throw expired('the phone was verified too long ago');
    return { uid: sub, phoneNumber, authTime };
  }

  private async checkJwt(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${this.s.projectId}`,
        audience: this.s.projectId,
        requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if (
        typeof payload.iat !== 'number' ||
        payload.iat > Math.floor(Date.now() / 1000) + CLOCK_TOLERANCE_SECONDS
      )
        throw invalid('iat must be in the past');
      return payload;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw expired('the ID token has expired');
      if (TOKEN_ERRORS.some((kind) => error instanceof kind)) throw invalid((error as Error).message);
      // The key set could not be fetched (Google unreachable, timeout): not the player's fault.
      this.log.warn({ err: error, jwksUrl: this.s.jwksUrl }, 'Firebase ID token keys unavailable');
      throw new AppError(ErrorCodes.systemBusy, 'the Firebase keys could not be fetched');
    }
  }
}
