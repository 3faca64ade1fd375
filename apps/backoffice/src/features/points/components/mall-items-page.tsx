import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorMallItem } from '@bet/contracts/operator/operator-points';
import { MALL_ITEMS_MAX } from '@bet/contracts/points/points-rules';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useMallItems } from '../api/list-mall-items';
import { POINTS_KEY } from '../lib/points-key';
import { MallItemDialog } from './mall-item-dialog';
import { MallItemsTable } from './mall-items-table';

/**
 * The mall's items: the table with units redeemed and waiting, and the editor in a dialog
 * (`configure` only). The list carries every item in full, so editing reads it from there.
 */
export function MallItemsPage() {
  const { t } = useTranslation('points');
  const items = useMallItems();
  const save = useSave(POINTS_KEY);
  const [editing, setEditing] = useState<OperatorMallItem | 'new' | null>(null);
  const [savedHere, setSavedHere] = useState(false);
  const list = items.data?.list ?? [];
  const full = list.length >= MALL_ITEMS_MAX;

  return (
    <>
      <p className="muted">{t('items.intro')}</p>
      <div className="points-toolbar">
        {items.data && (
          <span className="muted" data-testid="mall-items-count">
            {t('items.countOf', { count: list.length, max: MALL_ITEMS_MAX })}
          </span>
        )}
        <Can permission="configure">
          <Button
            variant="primary"
            disabled={full}
            onClick={() => {
              setSavedHere(false);
              setEditing('new');
            }}
            data-testid="mall-item-new"
          >
            {t('items.new')}
          </Button>
        </Can>
      </div>
      {full && <Notice tone="warning">{t('items.full', { max: MALL_ITEMS_MAX })}</Notice>}
      {savedHere && !save.error && !save.saved && <Notice tone="success">{t('common:saved')}</Notice>}
      <SaveNotice saved={save.saved} error={save.error} />
      {items.error && <Notice tone="error">{errorText(t, items.error)}</Notice>}
      <MallItemsTable
        items={list}
        loading={items.isFetching}
        run={(change) => {
          setSavedHere(false);
          void save.run(change).catch(() => undefined);
        }}
        onEdit={(item) => {
          setSavedHere(false);
          setEditing(item);
        }}
      />
      {editing !== null && (
        <MallItemDialog
          // Keyed: another item (or a new one) starts a fresh form.
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
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
