import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/create-db.js';
import { CAPTCHA_ALPHABET } from './captcha-font.js';
import { renderCaptchaPng } from './captcha-png.js';
import { insertCaptcha, purgeExpiredCaptchas, takeCaptcha } from './captcha.repo.js';
import type { CaptchaCheck } from './ports.js';

const TTL_MS = 5 * 60_000;
const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toUpperCase()).digest('hex');
const randomText = () =>
  Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

/** Image captchas: stored as a hash, valid once, for five minutes; the id travels in a cookie. */
export class CaptchaService implements CaptchaCheck {
  constructor(
    private readonly db: Db,
    private readonly opts: { randomText?: () => string } = {},
  ) {}

  async issue(): Promise<{ id: string; image: string }> {
    const text = (this.opts.randomText ?? randomText)();
    const id = randomBytes(16).toString('base64url');
    await insertCaptcha(this.db, {
      id,
      answerHash: hashAnswer(text),
      expiresAt: new Date(Date.now() + TTL_MS),
    });
    return { id, image: renderCaptchaPng(text).toString('base64') };
  }

  /** Single use: the row goes whether the answer was right or wrong. */
  async verify(id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id || !answer || id.length > 64) return false;
    const row = await takeCaptcha(this.db, id);
    return !!row && row.expires_at.getTime() > Date.now() && row.answer_hash === hashAnswer(answer);
  }

  purgeExpired() {
    return purgeExpiredCaptchas(this.db);
  }
}
