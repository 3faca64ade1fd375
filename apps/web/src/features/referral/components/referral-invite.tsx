import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form/form-field';
import { LazyQrCode } from '@/shared/ui/lazy-qr-code';
import { copyText } from '../lib/copy-text';
import { referralLink } from '../lib/referral-format';

/** The QR code's size in px: fixed, so its place holds while the encoder loads. */
export const REFERRAL_QR_SIZE = 160;
/** How long the "copied" line stays (it is announced when it appears). */
const COPIED_MS = 4_000;

type Copied = 'link' | 'code' | 'failed' | null;

/** `navigator.share` where the browser has it (phones mostly): the system's share sheet. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The player's invitation: the link (a read-only field to select) with Copy, the code with Copy,
 * the system's Share where there is one, the QR code of the link and how to use it. Copying is
 * told in a polite live region under the buttons. `code` is null while the summary loads: the
 * same boxes, empty, so nothing moves when it arrives.
 */
export function ReferralInvite({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState<Copied>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const link = code === null ? '' : referralLink(window.location.origin, code);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (what: 'link' | 'code', text: string) => {
    const done = await copyText(text);
    clearTimeout(timer.current);
    // Cleared first, so copying the same thing twice is announced twice.
    setCopied(null);
    requestAnimationFrame(() => setCopied(done ? what : 'failed'));
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };

  const share = () =>
    void navigator
      .share({ title: t('referral.invite.shareTitle'), text: t('referral.invite.shareText'), url: link })
      .catch(() => undefined); // closed by the player, or refused: nothing to tell

  const copiedText =
    copied === 'link'
      ? t('referral.invite.linkCopied')
      : copied === 'code'
        ? t('referral.invite.codeCopied')
        : copied === 'failed'
          ? t('referral.invite.copyFailed')
          : '';

  return (
    <section
      className="referral-invite"
      aria-labelledby={titleId}
      aria-busy={code === null || undefined}
      data-testid="referral-invite"
    >
      <div className="referral-invite-main">
        <h4 id={titleId} className="referral-section-title">
          {t('referral.invite.title')}
        </h4>
        <TextField
          label={t('referral.invite.link')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          testId="referral-link"
          addon={
            <Button
              className="referral-copy"
              disabled={code === null}
              onClick={() => void copy('link', link)}
              data-testid="referral-copy-link"
            >
              {t('referral.invite.copyLink')}
            </Button>
          }
        />
        <div className="referral-code-row">
          <span className="referral-code-label">{t('referral.invite.code')}</span>
          {code === null ? (
            <span className="referral-skeleton-line referral-code-skeleton" aria-hidden="true" />
          ) : (
            <strong className="referral-code" data-testid="referral-code">
              {code}
            </strong>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={code === null}
            onClick={() => code !== null && void copy('code', code)}
            data-testid="referral-copy-code"
          >
            {t('referral.invite.copyCode')}
          </Button>
          {code !== null && canShare() ? (
            <Button variant="ghost" size="sm" onClick={share} data-testid="referral-share">
              {t('referral.invite.share')}
            </Button>
          ) : null}
        </div>
        {/* Always there, so a screen reader announces the text when it appears. */}
        <p
          className={`referral-copied${copied === 'failed' ? ' referral-copied-failed' : ''}`}
          role="status"
          aria-live="polite"
          data-testid="referral-copied"
        >
          {copiedText}
        </p>
        <p className="referral-hint">{t('referral.invite.hint')}</p>
      </div>
      <figure className="referral-qr">
        {code === null ? (
          <span className="qr-placeholder referral-qr-box" aria-hidden="true" />
        ) : (
          <LazyQrCode
            value={link}
            size={REFERRAL_QR_SIZE}
            label={t('referral.invite.qrLabel')}
            testId="referral-qr"
          />
        )}
        <figcaption>{t('referral.invite.qrCaption')}</figcaption>
      </figure>
    </section>
  );
}
