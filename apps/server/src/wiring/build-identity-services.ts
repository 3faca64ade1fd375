import type { ExclusionCheck } from '../modules/identity/ports.js';
import type { FastifyBaseLogger } from 'fastify';
import { FirebaseIdTokenVerifier } from '../adapters/firebase/firebase-id-token.js';
import type { firebaseSmsSettings } from '../adapters/firebase/firebase-settings.js';
import { createMailer } from '../adapters/mail/create-mailer.js';
import { createSmsSender } from '../adapters/sms/create-sms-sender.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { Sealer } from '../shared/sealed.js';
import { CaptchaService } from '../modules/identity/captcha.service.js';
import { FirebasePhoneProof } from '../modules/identity/firebase-phone-proof.js';
import { FreePlayService } from '../modules/identity/free-play.service.js';
import { HumanProofService } from '../modules/identity/human-proof.js';
import { LoginService } from '../modules/identity/login.service.js';
import { MemberService } from '../modules/identity/member.service.js';
import { OtpService } from '../modules/identity/otp.service.js';
import { PasswordResetService } from '../modules/identity/password-reset.service.js';
import { RegisterService } from '../modules/identity/register.service.js';
import { getOrCreateSecret } from '../modules/identity/server-secrets.js';
import { SessionService } from '../modules/identity/session.service.js';
import { SocialLoginService } from '../modules/identity/social.service.js';
import type { MerchantService } from '../modules/merchant/merchant.service.js';
import { creditTrialPlayMoney } from '../modules/wallet/trial-play-money.js';
import { socialClients } from './social-clients.js';

type RegisterRules = ConstructorParameters<typeof RegisterService>[0]['rules'];

/** How long after the SMS code was entered at Firebase its ID token may still register an account. */
const FIREBASE_SIGN_IN_MAX_AGE_MINUTES = 10;

/** Identity (issue 3): sessions, proofs, login, registration, free play, password reset, social login. */
export async function buildIdentityServices({
  db,
  config,
  log,
  merchants,
  firebaseSms,
  captchaText,
  rules,
  agentSignUpOpen,
  exclusions,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  merchants: MerchantService;
  firebaseSms: ReturnType<typeof firebaseSmsSettings>;
  /** Tests only: the captcha text, which otherwise exists only inside the image. */
  captchaText: (() => string) | undefined;
  /** The merchant's register rules (the system settings'). */
  rules: RegisterRules;
  /** Whether the operator lets the join-us page sign up agents (the site app's setting). */
  agentSignUpOpen: (merchantId: number) => Promise<boolean>;
  /** Responsible gaming's time-outs and self-exclusions: a login is refused while one runs. */
  exclusions: ExclusionCheck;
}) {
  const sessions = new SessionService(db, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
    singleSession: config.SINGLE_SESSION,
  });
  const captchas = new CaptchaService(db, captchaText ? { randomText: captchaText } : {});
  const human = new HumanProofService(db, await getOrCreateSecret(db, 'human-proof-hmac'));
  const otp = new OtpService(db, { ttlMinutes: config.OTP_TTL_MINUTES });
  const sms = createSmsSender(config, db);
  const mail = createMailer(config, db);
  const login = new LoginService({
    db,
    sessions,
    captchas,
    human,
    otp,
    sms,
    mail,
    verifySecret: await getOrCreateSecret(db, 'login-verify-hmac'),
    lockAfter: config.LOGIN_LOCK_AFTER_FAILURES,
    passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
    exclusions,
  });
  const members = new MemberService(db, sessions);
  // Firebase SMS proves a number just verified: the same window as our own codes at most.
  const firebaseMaxAge = FIREBASE_SIGN_IN_MAX_AGE_MINUTES * 60;
  const firebaseProof = new FirebasePhoneProof(
    db,
    firebaseSms
      ? new FirebaseIdTokenVerifier(
          {
            projectId: firebaseSms.projectId,
            jwksUrl: firebaseSms.jwksUrl,
            maxAuthAgeSeconds: firebaseMaxAge,
          },
          log,
        )
      : null,
    firebaseMaxAge,
  );
  const register = new RegisterService({
    db,
    login,
    captchas,
    human,
    otp,
    sms,
    firebase: firebaseProof,
    rules,
    agentSignUpOpen,
  });
  // Trial accounts get their play money from the wallet: identity is handed the function.
  const freePlay = new FreePlayService({ db, login, creditPlayMoney: creditTrialPlayMoney });
  const reset = new PasswordResetService({
    db,
    otp,
    sms,
    mail,
    login,
    sessions,
    publicUrl: config.PUBLIC_URL,
  });
  const social = new SocialLoginService({
    db,
    login,
    merchants,
    sealer: new Sealer(await getOrCreateSecret(db, 'social-login-key')),
    clients: socialClients(config),
    log,
  });

  return {
    sessions,
    captchas,
    human,
    otp,
    sms,
    mail,
    rules,
    login,
    members,
    register,
    freePlay,
    reset,
    social,
  };
}
