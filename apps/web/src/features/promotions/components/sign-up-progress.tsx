import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type {
  PromotionClosedReason,
  PromotionState,
  SignUpRequirement,
} from '@bet/contracts/promotions/promotion-rules';
import type { PromotionDetail, PromotionReward } from '@bet/contracts/promotions/promotions';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { formatDay, withSymbol } from '../lib/promotion-format';
import { ProgressFacts } from './progress-facts';
import './sign-up.css';

type SignUpFacts = NonNullable<PromotionDetail['progress']['signUp']>;

interface SignUpProgressProps {
  reward: Extract<PromotionReward, { kind: 'SIGN_UP' }>;
  state: PromotionState;
  closedReason: PromotionClosedReason | null;
  /** Null for a player who registered before the promotion began (it is not theirs to join). */
  signUp: SignUpFacts | null;
  joinedAt: number | null;
  /** The amount paid (the progress's reward), once claimed. */
  paid: number | null;
  currencySymbol: string;
  /** Opens where an unmet requirement is met; without it the checklist says where in words. */
  onCompleteAccount?: (requirement: SignUpRequirement) => void;
}

/** The states the checklist matters in: before the reward is requested (after it, all is said). */
const CHECKLIST = new Set<PromotionState>(['JOIN', 'JOINED', 'CLAIM']);
/** The states in which the player can still meet a requirement (CLAIM: every one is met). */
const FIXABLE = new Set<PromotionState>(['JOIN', 'JOINED']);

type Tone = 'good' | 'info' | 'muted';

/** The sentence that says where the player stands, with its tone; null when the badge says it all. */
function statusOf(
  t: TFunction,
  { state, closedReason, signUp, paid, reward, currencySymbol }: SignUpProgressProps,
): { text: string; tone: Tone } | null {
  const by = signUp ? formatDateTime(signUp.requestBy) : '';
  switch (state) {
    case 'JOIN':
      return signUp ? { text: t('promotions.signUp.status.JOIN', { time: by }), tone: 'info' } : null;
    case 'JOINED':
      return { text: t('promotions.signUp.status.JOINED', { time: by }), tone: 'info' };
    case 'CLAIM':
      return { text: t('promotions.signUp.status.CLAIM', { time: by }), tone: 'good' };
    case 'PROCESS':
      return { text: t('promotions.signUp.status.PROCESS'), tone: 'info' };
    case 'CLAIMED': {
      const amount = withSymbol(currencySymbol, formatAmount(paid ?? reward.amount));
      return { text: t('promotions.signUp.status.CLAIMED', { amount }), tone: 'good' };
    }
    case 'CLOSED':
      // Registered before it began: the bonus is for new players, which is worth saying in words.
      if (closedReason === 'NOT_ELIGIBLE')
        return {
          text: t(
            signUp ? 'promotions.signUp.status.NOT_ELIGIBLE' : 'promotions.signUp.status.registeredBefore',
          ),
          tone: 'muted',
        };
      // Its days after registering are over (not the promotion's own end, which the badge tells).
      if (closedReason === 'ENDED' && signUp && signUp.requestBy <= Date.now())
        return { text: t('promotions.signUp.status.ENDED', { time: by }), tone: 'muted' };
      return null;
    default:
      return null;
  }
}

/**
 * A sign-up bonus as the new player goes through it: where they stand (join by, complete the
 * account, request, paid, or why it is not theirs), when they registered and the last moment to
 * request, and the checklist of what the account needs, each met or not in words and by icon
 * (never colour alone), an unmet one with the way to where it is met.
 */
export function SignUpProgress(props: SignUpProgressProps) {
  const { t } = useTranslation();
  const { state, signUp, joinedAt, paid, reward, currencySymbol, onCompleteAccount } = props;
  const status = statusOf(t, props);
  const items: [string, string][] = [];
  if (signUp)
    items.push(
      [t('promotions.signUp.registeredAt'), formatDay(signUp.registeredAt)],
      [t('promotions.signUp.requestBy'), formatDateTime(signUp.requestBy)],
    );
  if (joinedAt !== null) items.push([t('promotions.progress.joinedAt'), formatDateTime(joinedAt)]);
  if (state === 'CLAIMED')
    items.push([
      t('promotions.progress.reward'),
      withSymbol(currencySymbol, formatAmount(paid ?? reward.amount)),
    ]);
  const checklist =
    signUp && signUp.requirements.length > 0 && CHECKLIST.has(state) ? signUp.requirements : [];
  return (
    <div className="promo-signup" data-testid="promo-signup" data-state={state}>
      {status ? (
        <p className="promo-status-note" data-tone={status.tone} data-testid="promo-signup-status">
          {status.text}
        </p>
      ) : null}
      {items.length > 0 ? <ProgressFacts items={items} testId="promo-progress" /> : null}
      {checklist.length > 0 ? (
        <div className="promo-signup-needs">
          <h3 id="promo-signup-needs-title" className="promo-signup-heading">
            {t('promotions.signUp.checklist')}
          </h3>
          <ul className="promo-signup-list" aria-labelledby="promo-signup-needs-title">
            {checklist.map(({ requirement, met }) => (
              <li
                key={requirement}
                className="promo-signup-item"
                data-met={met}
                data-testid={`promo-signup-${requirement}`}
              >
                <RequirementIcon met={met} />
                <span className="promo-signup-text">
                  <span className="promo-signup-name">
                    {t(`promotions.signUp.requirement.${requirement}`)}
                  </span>
                  <span className="promo-signup-met" data-testid={`promo-signup-${requirement}-met`}>
                    {t(met ? 'promotions.signUp.met' : 'promotions.signUp.notMet')}
                  </span>
                </span>
                {!met && FIXABLE.has(state) ? (
                  onCompleteAccount ? (
                    <button
                      type="button"
                      className="link-button promo-signup-fix"
                      onClick={() => onCompleteAccount(requirement)}
                      data-testid={`promo-signup-${requirement}-fix`}
                    >
                      {t(`promotions.signUp.fix.${requirement}`)}
                    </button>
                  ) : (
                    <span className="promo-signup-where" data-testid={`promo-signup-${requirement}-fix`}>
                      {t(`promotions.signUp.where.${requirement}`)}
                    </span>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A tick in a filled circle (met), or an empty circle with a dash (not yet): two shapes, not two colours. */
function RequirementIcon({ met }: { met: boolean }) {
  return (
    <svg
      className={`promo-signup-icon ${met ? 'promo-signup-icon-met' : 'promo-signup-icon-missing'}`}
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {met ? (
        <>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path
            d="M5.5 10.5l3 3 6-6.5"
            fill="none"
            stroke="var(--surface)"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <>
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M6.5 10h7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
