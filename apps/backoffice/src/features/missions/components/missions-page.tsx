import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSIONS_MAX } from '@bet/contracts/missions/mission-rules';
import type { OperatorMission } from '@bet/contracts/operator/operator-missions';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { MISSIONS_KEY, useMissions } from '../api/list-missions';
import { MissionDialog } from './mission-dialog';
import { MissionsTable } from './missions-table';
import './missions.css';

/**
 * Missions: the table with this period's figures and the cost of each, and the editor in a dialog
 * (`configure` only). The list call carries every mission in full, so editing reads it from there.
 */
export function MissionsPage() {
  const { t } = useTranslation('missions');
  const missions = useMissions();
  const save = useSave(MISSIONS_KEY);
  const [editing, setEditing] = useState<OperatorMission | 'new' | null>(null);
  const [savedHere, setSavedHere] = useState(false);
  const list = missions.data?.list ?? [];
  const full = list.length >= MISSIONS_MAX;

  return (
    <>
      <PageHeader title={t('title')} />
      <p className="muted">{t('intro')}</p>
      <Can permission="configure">
        <div className="mission-toolbar">
          {missions.data && (
            <span className="muted" data-testid="missions-count">
              {t('countOf', { count: list.length, max: MISSIONS_MAX })}
            </span>
          )}
          <Button
            variant="primary"
            disabled={full}
            onClick={() => {
              setSavedHere(false);
              setEditing('new');
            }}
            data-testid="mission-new"
          >
            {t('new')}
          </Button>
        </div>
      </Can>
      {savedHere && !save.error && !save.saved && <Notice tone="success">{t('common:saved')}</Notice>}
      <SaveNotice saved={save.saved} error={save.error} />
      {missions.error && <Notice tone="error">{errorText(t, missions.error)}</Notice>}
      <MissionsTable
        missions={list}
        loading={missions.isFetching}
        run={(change) => {
          setSavedHere(false);
          void save.run(change).catch(() => undefined);
        }}
        onEdit={(mission) => {
          setSavedHere(false);
          setEditing(mission);
        }}
      />
      {editing !== null && (
        <MissionDialog
          // Keyed: another mission (or a new one) starts a fresh form.
          key={editing === 'new' ? 'new' : editing.id}
          mission={editing === 'new' ? null : editing}
          onSaved={() => {
            setEditing(null);
            setSavedHere(true);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
