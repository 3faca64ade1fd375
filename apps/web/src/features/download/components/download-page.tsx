import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceEntry } from '@bet/contracts/system/status';
import { QrCode } from '@/shared/ui/qr-code';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { appEntries, firstPlatform, type AppEntry } from '../lib/app-entries';
import { detectPlatform, type AppPlatform } from '../lib/detect-platform';
import { InstallGuide } from './install-guide';
import { LiteInstall } from './lite-install';
import './download.css';

interface DownloadPageProps {
  resources: readonly ResourceEntry[];
  /** The visitor's browser (tests pass one). */
  userAgent?: string;
  maxTouchPoints?: number;
  origin?: string;
}

/**
 * The download page (`/down`, `/download`): a tab per app (iOS and Android when the merchant lists
 * them, the lite app always), the visitor's own platform first; each with its QR code, its button
 * and the installation steps with pictures.
 */
export function DownloadPage({
  resources,
  userAgent = navigator.userAgent,
  maxTouchPoints = navigator.maxTouchPoints,
  origin = location.origin,
}: DownloadPageProps) {
  const { t } = useTranslation();
  const base = useTabsBase();
  const visitor = detectPlatform(userAgent, maxTouchPoints);
  const entries = appEntries(resources, origin);
  const [chosen, setChosen] = useState<AppPlatform>(() => firstPlatform(entries, visitor));
  const active = entries.find((e) => e.platform === chosen) ?? entries[0]!;
  return (
    <div className="download-page">
      <Tabs
        base={base}
        label={t('download.platforms')}
        active={active.platform}
        onChange={setChosen}
        tabs={entries.map((e) => ({
          id: e.platform,
          label: t(`resource.${e.platform}`),
          testId: `download-tab-${e.platform}`,
        }))}
      />
      <div {...tabPanelProps(base, active.platform)} className="download-panel">
        <AppPanel entry={active} ios={visitor === 'IOS'} />
      </div>
    </div>
  );
}

function AppPanel({ entry, ios }: { entry: AppEntry; ios: boolean }) {
  const { t } = useTranslation();
  const name = t(`resource.${entry.platform}`);
  const lite = entry.platform === 'LITE';
  return (
    <>
      <div className="app-hero" data-testid={`download-entry-${entry.platform}`}>
        <div className="app-qr">
          <QrCode
            value={entry.url}
            label={t('side.qrFor', { name })}
            testId={`download-qr-${entry.platform}`}
          />
        </div>
        <div className="app-hero-text">
          <h2>{name}</h2>
          <p>{t(`download.hint.${entry.platform}`)}</p>
          <ul className="app-perks">
            {(['fast', 'secure', 'notify'] as const).map((perk) => (
              <li key={perk}>{t(`download.perk.${perk}`)}</li>
            ))}
          </ul>
          {lite ? (
            <LiteInstall ios={ios} />
          ) : (
            <a
              className="btn btn-primary btn-md"
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`download-link-${entry.platform}`}
            >
              {t('download.get', { name })}
            </a>
          )}
        </div>
      </div>
      <InstallGuide
        guide={lite ? (ios ? 'LITE_IOS' : 'LITE_BROWSER') : entry.platform === 'IOS' ? 'IOS' : 'ANDROID'}
      />
    </>
  );
}
