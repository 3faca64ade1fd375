import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BannerEntry } from '@bet/contracts/system/status';
import './home.css';

const ROTATE_MS = 6000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The home banners (group `home`), rotating unless the visitor asks for reduced motion; pauses while hovered or focused. */
export function BannerCarousel({ banners }: { banners: readonly BannerEntry[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    // Reduced-motion users pick the banner themselves with the dots: no auto-advance.
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const current = index % count;
  const banner = banners[current];
  if (!banner) return null;
  const image = (
    <img src={banner.url} alt={t('home.bannerAlt', { n: current + 1 })} className="banner-image" />
  );
  const isInternal = banner.link?.startsWith('/') ?? false;

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banner.link && isInternal ? <Link to={banner.link}>{image}</Link> : null}
      {banner.link && !isInternal ? (
        <a href={banner.link} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : null}
      {banner.link ? null : image}
      {count > 1 ? (
        <div className="banner-dots">
          {banners.map((b, i) => (
            <button
              key={b.url}
              type="button"
              className={i === current ? 'banner-dot active' : 'banner-dot'}
              aria-label={t('home.showBanner', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
