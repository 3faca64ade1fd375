import { ErrorCodes } from '@bet/contracts/error-codes';
import type { AddBankCardRequest, BankCard, RemoveBankCardRequest } from '@bet/contracts/wallet/bank-card';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { MemberIdentity } from '../identity/session.service.js';
import type { OneTimeCodes, SmsPort } from '../identity/ports.js';
import { verifyTotp } from '../identity/totp.js';
import * as repo from './bank-card.repo.js';
import { loadMoneySettings } from './money-settings.js';
import type { PaymentPasswordCheck } from './payment-password.js';

/** The SMS code purpose of a card removal (one-time codes are scoped by purpose and target). */
export const BANK_CARD_OTP_PURPOSE = 'bank_card';

export const maskAccountNumber = (n: string) => `****${n.slice(-4)}`;

export const toBankCard = (c: {
  id: bigint;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Date;
}): BankCard => ({
  id: Number(c.id),
  bankName: c.bank_name,
  accountName: c.account_name,
  accountNumber: maskAccountNumber(c.account_number),
  createdAt: c.created_at.getTime(),
});

const notFound = () => new AppError(ErrorCodes.bankCardNotFound, 'bank card not found');
const required = (path: string) =>
  new AppError(ErrorCodes.requestParamErr, `${path} is required`, { fields: [{ path, code: 'required' }] });

/**
 * Where withdrawals go. Adding a card needs the payment password; removing one needs the payment
 * password, a code sent to the member's phone, or an authenticator code. Both are audited: a
 * changed payout account is what an account thief would do first.
 */
export class BankCardService {
  constructor(
    private readonly d: { db: Db; paymentPassword: PaymentPasswordCheck; otp: OneTimeCodes; sms: SmsPort },
  ) {}

  async list(memberId: bigint): Promise<BankCard[]> {
    return (await repo.listActive(this.d.db, memberId)).map(toBankCard);
  }

  async add(member: MemberIdentity, body: AddBankCardRequest, ip: string): Promise<BankCard> {
    await this.d.paymentPassword.verify(member.memberId, body.paymentPassword);
    const { max_bank_cards: max } = await loadMoneySettings(this.d.db, member.merchantId);
    return this.d.db.transaction().execute(async (trx) => {
      await repo.lockMember(trx, member.memberId);
      const cards = await repo.listActive(trx, member.memberId);
      if (cards.length >= max)
        throw new AppError(ErrorCodes.bankCardLimit, 'too many bank cards', { maxBankCards: max });
      if (
        cards.some(
          (c) =>
            c.account_number === body.accountNumber &&
            c.bank_name.toLowerCase() === body.bankName.toLowerCase(),
        )
      ) {
        throw new AppError(ErrorCodes.fieldInvalid, 'this card is already added', {
          fields: [{ path: 'accountNumber', code: 'duplicate' }],
        });
      }
      const card = await repo.insertCard(trx, {
        merchantId: member.merchantId,
        memberId: member.memberId,
        ...body,
      });
      await writeAudit(trx, {
        actorType: 'member',
        actorId: String(member.memberId),
        merchantId: member.merchantId,
        action: 'bank_card.add',
        detail: {
          cardId: String(card.id),
          bankName: card.bank_name,
          accountNumber: maskAccountNumber(card.account_number),
        },
        ip,
      });
      return toBankCard(card);
    });
  }

  async remove(member: MemberIdentity, body: RemoveBankCardRequest, ip: string): Promise<{ removed: true }> {
    const { db } = this.d;
    const id = BigInt(body.id);
    if (!(await repo.findActive(db, member.memberId, id))) throw notFound();
    await this.prove(member, body);
    await db.transaction().execute(async (trx) => {
      if (!(await repo.removeCard(trx, member.memberId, id))) throw notFound();
      await writeAudit(trx, {
        actorType: 'member',
        actorId: String(member.memberId),
        merchantId: member.merchantId,
        action: 'bank_card.remove',
        detail: { cardId: String(id), method: body.method },
        ip,
      });
    });
    return { removed: true };
  }

  /** Sends the removal code to the member's own phone (never to a number the caller names). */
  async sendSmsCode(member: MemberIdentity, ip: string): Promise<{ expiredMinutes: number }> {
    const m = await repo.findMemberPhone(this.d.db, member.memberId);
    if (!m.mobile_num) throw new AppError(ErrorCodes.phoneMissing, 'no phone number on this account');
    const { code, expiresAt } = await this.d.otp.issue({
      merchantId: member.merchantId,
      purpose: BANK_CARD_OTP_PURPOSE,
      target: `m:${member.memberId}`,
      ip,
    });
    await this.d.sms.send({
      merchantId: member.merchantId,
      to: `+${m.dialing_code ?? ''}${m.mobile_num}`,
      body: `Your code to remove a bank card is ${code}`,
    });
    return { expiredMinutes: Math.round((expiresAt - Date.now()) / 60_000) };
  }

  private async prove(member: MemberIdentity, body: RemoveBankCardRequest): Promise<void> {
    if (body.method === 'PAYMENT_PASSWORD') {
      if (!body.paymentPassword) throw required('paymentPassword');
      return this.d.paymentPassword.verify(member.memberId, body.paymentPassword);
    }
    if (!body.code) throw new AppError(ErrorCodes.verificationCodeMissing, 'code required');
    if (body.method === 'SMS') {
      return this.d.otp.verify({
        merchantId: member.merchantId,
        purpose: BANK_CARD_OTP_PURPOSE,
        target: `m:${member.memberId}`,
        code: body.code,
      });
    }
    const m = await repo.findMemberTotpSecret(this.d.db, member.memberId);
    if (!m.totp_secret || !verifyTotp(m.totp_secret, body.code, Date.now())) {
      throw new AppError(ErrorCodes.verificationCodeInvalid, 'wrong code', {
        fields: [{ path: 'code', code: 'wrong' }],
      });
    }
  }
}
