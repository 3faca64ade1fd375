import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOUSE_PVP_GAMES, type HouseGameCode } from '@bet/contracts/operator/house-games';
import { houseGameSettingsRequest } from '@bet/contracts/operator/operator';
import { SaveNotice } from '@/shared/ui/save-notice';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { useHouseGameSettings } from '../api/get-house-game-settings';
import { setHouseGameSettings } from '../api/set-house-game-settings';
import { useGamesSave } from '../lib/use-games-save';

type House = { game: string; enabled: boolean; minBet: number; maxBet: number };

/** The house games of this site: on/off and stake limits (kept by the house vendor). */
export function HouseSection() {
  const house = useHouseGameSettings();
  const save = useGamesSave();
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      <div className="grid-2">
        {(house.data ?? []).map((g) => (
          <HouseForm key={JSON.stringify(g)} game={g} run={save.run} />
        ))}
      </div>
    </>
  );
}

function HouseForm({ game, run }: { game: House; run: ReturnType<typeof useGamesSave>['run'] }) {
  const { t } = useTranslation('games');
  const canConfigure = useCan('configure');
  const form = useForm({
    resolver: zodResolver(houseGameSettingsRequest),
    defaultValues: { ...game, game: game.game as HouseGameCode },
  });
  // A card room's minimum is its small bet; its maximum follows (what a hand can cost at most).
  const room = (HOUSE_PVP_GAMES as readonly string[]).includes(game.game);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    run(() => setHouseGameSettings(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  return (
    <Panel title={t(`house.games.${game.game}`, { defaultValue: game.game })}>
      <form onSubmit={submit} noValidate>
        <label className="check">
          <input type="checkbox" disabled={!canConfigure} {...form.register('enabled')} />
          {t('house.enabled')}
        </label>
        <FormField
          label={t(room ? 'house.smallBet' : 'house.minBet')}
          error={fieldErrorText(t, errors.minBet)}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              step="0.01"
              disabled={!canConfigure}
              {...form.register('minBet', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          label={t(room ? 'house.handCost' : 'house.maxBet')}
          error={fieldErrorText(t, errors.maxBet ?? (errors as Record<string, never>)[''])}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              step="0.01"
              disabled={!canConfigure || room}
              {...form.register('maxBet', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <Can permission="configure">
          <div className="form-actions">
            <Button type="submit" variant="primary">
              {t('house.save')}
            </Button>
          </div>
        </Can>
      </form>
    </Panel>
  );
}
