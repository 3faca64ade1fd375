import type { FastifyInstance } from 'fastify';
import { FirebaseIdTokenVerifier } from '../adapters/firebase/firebase-id-token.js';
import { firebaseSmsSettings } from '../adapters/firebase/firebase-settings.js';
import { createMailer } from '../adapters/mail/mailer.js';
import { createSmsSender } from '../adapters/sms/sms-sender.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { memberAuthPlugin } from '../plugins/member-auth.js';
import { payloadEncryptionPlugin, type loadPayloadKeys } from '../plugins/payload-encryption.js';
import { FirebasePhoneProof } from '../modules/identity/firebase-phone-proof.js';
import { MemberService } from '../modules/identity/member.service.js';
import { registerMemberRoutes } from '../modules/identity/member.routes.js';
import { PasswordResetService } from '../modules/identity/password-reset.service.js';
import { RegisterService } from '../modules/identity/register.service.js';
import type { MerchantContext, MerchantService } from '../modules/merchant/merchant.service.js';
import { registerSocialLogin } from './social.js';
import type { SystemService } from '../modules/system/system.service.js';
import { CaptchaService } from '../modules/identity/captcha.service.js';
import { HumanProofService } from '../modules/identity/human-proof.js';
import { OtpService } from '../modules/identity/otp.service.js';
import { getOrCreateSecret } from '../modules/identity/server-secrets.js';
import { LoginService } from '../modules/identity/login.service.js';
import { registerSessionRoutes } from '../modules/identity/session.routes.js';
import { SessionService } from '../modules/identity/session.service.js';

/** How long after the SMS code was entered at Firebase its ID token may still register an account. */
const FIREBASE_SIGN_IN_MAX_AGE_MINUTES = 10;

/** Builds the identity services (issue 3) and registers their plugins and routes. */
export async function registerIdentity(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    system: SystemService;
    merchants: MerchantService;
    payloadKeys: Awaited<ReturnType<typeof loadPayloadKeys>>;
    captchaText?: () => string;
  },
): Promise<{ sessions: SessionService }> {
  const { config, db, system } = deps;
  const sessions = new SessionService(db, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
    singleSession: config.SINGLE_SESSION,
  });
  const captchas = new CaptchaService(db, deps.captchaText ? { randomText: deps.captchaText } : {});
  const human = new HumanProofService(db, await getOrCreateSecret(db, 'human-proof-hmac'));
  const otp = new OtpService(db, { ttlMinutes: config.OTP_TTL_MINUTES });
  const sms = createSmsSender(config, db);
  const mail = createMailer(config, db);
  const rules = async (ctx: MerchantContext) => (await system.registerSettings(ctx)).rules;
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
  });
  const members = new MemberService(db, sessions);
  const firebase = firebaseSmsSettings(config);
  // Firebase SMS proves a number just verified: the same window as our own codes at most.
  const firebaseMaxAge = FIREBASE_SIGN_IN_MAX_AGE_MINUTES * 60;
  const firebaseProof = new FirebasePhoneProof(
    db,
    firebase
      ? new FirebaseIdTokenVerifier(
          { projectId: firebase.projectId, jwksUrl: firebase.jwksUrl, maxAuthAgeSeconds: firebaseMaxAge },
          app.log,
        )
      : null,
    firebaseMaxAge,
  );
  const register = new RegisterService({ db, login, captchas, human, otp, firebase: firebaseProof, rules });
  const reset = new PasswordResetService({
    db,
    otp,
    sms,
    mail,
    login,
    sessions,
    publicUrl: config.PUBLIC_URL,
  });

  // Spent captchas and proofs are useless once expired; sweep them every five minutes.
  const sweep = setInterval(() => {
    void Promise.all([captchas.purgeExpired(), human.purgeExpired()]).catch((err: unknown) =>
      app.log.warn({ err }, 'purge failed'),
    );
  }, 5 * 60_000).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(payloadEncryptionPlugin, { privateKey: deps.payloadKeys.privateKey });
  await app.register(memberAuthPlugin, { sessions });
  registerSessionRoutes(app, {
    db,
    login,
    sessions,
    captchas,
    challenges: human,
    loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  registerMemberRoutes(app, { db, members, register, reset, otp, sms, human, rules });
  await registerSocialLogin(app, { config, db, login, merchants: deps.merchants });
  return { sessions };
}
