import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotionClaim } from '@bet/contracts/operator/operator-promotions';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/notice';
import { usePromotionClaimImage } from '../api/promotion-claim-image';
import './claims.css';

type Application = Pick<OperatorPromotionClaim, 'comment' | 'imageIds' | 'username'>;

/** The application as one line of text (the CSV export): its comment and how many images. */
export const applicationText = (t: TFunction, claim: Application) =>
  claim.comment === null
    ? ''
    : `${claim.comment} (${t('promotions:claims.imageCount', { count: claim.imageIds.length })})`;

/** One thumbnail, read when shown; a button, so a click or Enter opens it large. */
function Thumbnail({
  id,
  n,
  username,
  onOpen,
}: {
  id: number;
  n: number;
  username: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('promotions');
  const image = usePromotionClaimImage(id);
  if (image.error)
    return (
      <span className="promo-thumb promo-thumb-empty" title={errorText(t, image.error)}>
        {t('claims.imageFailed', { n })}
      </span>
    );
  if (!image.data) return <span className="promo-thumb promo-thumb-empty">{t('common:loading')}</span>;
  return (
    <button type="button" className="promo-thumb" onClick={onOpen}>
      {/* The image's text names the button too. */}
      <img src={image.data.dataUrl} alt={t('claims.imageAlt', { n, username })} />
    </button>
  );
}

/** One image large; the native dialog closes on Escape and gives focus back to the thumbnail. */
function ImageViewer({
  id,
  n,
  count,
  username,
  onClose,
}: {
  id: number;
  n: number;
  count: number;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const image = usePromotionClaimImage(id);
  return (
    <Dialog title={t('claims.imageTitle', { n, count, username })} onClose={onClose}>
      {image.error ? (
        <Notice tone="error">{errorText(t, image.error)}</Notice>
      ) : image.data ? (
        <figure className="promo-image-large">
          <img src={image.data.dataUrl} alt={t('claims.imageAlt', { n, username })} />
        </figure>
      ) : (
        <p className="muted">{t('common:loading')}</p>
      )}
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('common:close')}</Button>
      </div>
    </Dialog>
  );
}

/** What the player sent with an application: the comment and each image as a thumbnail. */
export function ClaimApplication({ claim }: { claim: Application }) {
  const { t } = useTranslation('promotions');
  const [open, setOpen] = useState<number | null>(null);
  if (claim.comment === null && claim.imageIds.length === 0) return <span className="muted">—</span>;
  const count = claim.imageIds.length;
  const openId = open === null ? undefined : claim.imageIds[open];
  return (
    <div className="promo-application">
      {claim.comment !== null && <p className="promo-comment">{claim.comment}</p>}
      {count > 0 && (
        <ul className="promo-thumbs" aria-label={t('claims.images', { username: claim.username })}>
          {claim.imageIds.map((id, i) => (
            <li key={id}>
              <Thumbnail id={id} n={i + 1} username={claim.username} onOpen={() => setOpen(i)} />
            </li>
          ))}
        </ul>
      )}
      {open !== null && openId !== undefined && (
        <ImageViewer
          id={openId}
          n={open + 1}
          count={count}
          username={claim.username}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
