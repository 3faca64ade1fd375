import { useTranslation } from 'react-i18next';
import { GuideArt, type GuideArtKind } from './guide-art';

export type GuideId = 'IOS' | 'ANDROID' | 'LITE_IOS' | 'LITE_BROWSER';

/** Each guide's steps: the picture, and the catalogue key `download.guide.<guide>.<n>` of its words. */
const GUIDES: Record<GuideId, readonly GuideArtKind[]> = {
  IOS: ['scan', 'tapDownload', 'iosTrust', 'homeScreen'],
  ANDROID: ['tapDownload', 'androidAllow', 'androidInstall', 'homeScreen'],
  LITE_IOS: ['scan', 'safariShare', 'addHomeScreen', 'homeScreen'],
  LITE_BROWSER: ['scan', 'chromeMenu', 'installApp', 'homeScreen'],
};

/** Numbered installation steps, each with its picture. */
export function InstallGuide({ guide }: { guide: GuideId }) {
  const { t } = useTranslation();
  return (
    <section className="install-guide" aria-labelledby={`guide-${guide}`} data-testid={`guide-${guide}`}>
      <h3 id={`guide-${guide}`}>{t(`download.guide.${guide}.title`)}</h3>
      <ol className="guide-steps">
        {GUIDES[guide].map((art, index) => (
          <li key={art} className="guide-step">
            <GuideArt kind={art} />
            <span className="guide-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <p>{t(`download.guide.${guide}.step${index + 1}`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
