import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import type {
  FirebaseIdTokenVerifier,
  FirebasePhoneSignIn,
} from '../../adapters/firebase/firebase-id-token.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { isProofSpent, spendProof } from './used-proofs.repo.js';

/** A checked Firebase phone sign-in, not spent yet: spent with the account it creates. */
export interface FirebasePhoneProofToken {
  /** One per phone sign-in: Firebase's user and the moment the code was entered. */
  key: string;
  /** After this the freshness check refuses the sign-in anyway, so the spent key may go. */
  expiresAt: Date;
}

/** Errors about the phone proof show under the SMS code field, where the player can act on them. */
const codeFieldError = (code: ErrorCode, message: string) =>
  new AppError(code, message, { fields: [{ path: 'verificationCode', code }] });

/**
 * Firebase-style SMS at sign-up (docs/decisions/0012-firebase-sms.md): the ID token of a phone
 * sign-in with Firebase Authentication proves the number instead of our own SMS code, once.
 * Spent values share the table of used one-time values (`human_proofs_used`, purged once
 * expired) under `firebase:`, as the social login codes do under `social:`.
 */
export class FirebasePhoneProof {
  constructor(
    private readonly db: Db,
    /** Null when Firebase SMS is not configured. */
    private readonly verifier: FirebaseIdTokenVerifier | null,
    private readonly maxAuthAgeSeconds: number,
  ) {}

  /** Checks the token is Firebase's, for `phoneE164`, and unused; throws the error code otherwise. */
  async check(idToken: string | undefined, phoneE164: string): Promise<FirebasePhoneProofToken> {
    if (!this.verifier)
      throw codeFieldError(ErrorCodes.firebaseNotConfigured, 'Firebase SMS is not configured');
    if (!idToken) throw codeFieldError(ErrorCodes.verificationCodeMissing, 'firebaseIdToken required');
    let signIn: FirebasePhoneSignIn;
    try {
      signIn = await this.verifier.verify(idToken);
    } catch (error) {
      if (error instanceof AppError && error.errorCode !== ErrorCodes.systemBusy)
        throw codeFieldError(error.errorCode, error.message);
      throw error;
    }
    if (signIn.phoneNumber !== phoneE164)
      throw codeFieldError(ErrorCodes.firebasePhoneMismatch, 'the token is for another phone number');
    // Refreshed ID tokens of one sign-in share uid and auth_time: they count as the same proof.
    const key = `firebase:${signIn.uid}:${signIn.authTime}`;
    if (await isProofSpent(this.db, key))
      throw codeFieldError(ErrorCodes.firebaseTokenUsed, 'this phone verification was used already');
    // A minute past the window, for the verifier's clock tolerance.
    return { key, expiresAt: new Date((signIn.authTime + this.maxAuthAgeSeconds + 60) * 1000) };
  }

  /**
   * Spends the proof inside the transaction that creates the account: of two sign-ups racing
   * with one token, the primary key lets one through and the other rolls back.
   */
  async spend(trx: Db, proof: FirebasePhoneProofToken): Promise<void> {
    if (!(await spendProof(trx, proof.key, proof.expiresAt)))
      throw codeFieldError(ErrorCodes.firebaseTokenUsed, 'this phone verification was used already');
  }
}
