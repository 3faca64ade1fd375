import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionDetail } from '@bet/contracts/promotions/promotions';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { applicationCard, detailOf, renderPromotions } from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';

const onLogin = vi.fn();
const page = () => <PromotionDetailPage currencySymbol="P" onLogin={onLogin} onDeposit={vi.fn()} />;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];
const file = (name: string, bytes: number[], type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

const APPLIED_AT = Date.UTC(2026, 2, 3, 9, 30);
const noProgress = {
  qualifyingDeposit: null,
  reward: null,
  claimBy: null,
  joinedAt: null,
  cashback: null,
  signUp: null,
  wheel: null,
  rain: null,
  raffle: null,
};
/** The detail of promotion 9 in `state`, with an application sent when there is one. */
const detail = (
  state: PromotionDetail['state'],
  application: PromotionDetail['progress']['application'] = null,
  reward: number | null = null,
): PromotionDetail =>
  detailOf(applicationCard(9, { state }), { progress: { ...noProgress, reward, application } });

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });
const open = (stubs: StubRoutes = {}) => {
  const fetchMock = stubApi(statusFixture(), undefined, { promotionDetail: () => detail('JOIN'), ...stubs });
  renderPromotions(page(), '/promoDetail?id=9');
  return fetchMock;
};
const applyButton = () => screen.findByRole('button', { name: 'Apply' });
const type = (value: string) =>
  fireEvent.change(screen.getByTestId('promo-apply-comment'), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('promo-apply-submit'));
/** Picks files and waits until the picker has read them (its hint or its error changes). */
const pick = async (...files: File[]) => {
  const group = screen.getByTestId('promo-apply-images').parentElement!;
  const before = group.textContent;
  await act(async () => {
    fireEvent.change(screen.getByTestId('promo-apply-image-input'), { target: { files } });
  });
  await waitFor(() => expect(group.textContent).not.toBe(before));
};

describe('an application promotion', () => {
  it('shows its headline and terms; a visitor pressing Apply is asked to log in', async () => {
    open();
    fireEvent.click(await applyButton());
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('promo-apply-form')).toBeNull();
    expect(screen.getByRole('img', { name: 'Up to P 500 per approved application' })).toBeTruthy();
    const rows = within(screen.getByTestId('promo-reward-table'))
      .getAllByRole('row')
      .map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent]);
    expect(rows).toEqual([
      ['Most paid per application', 'P 500.00'],
      ['Turnover before withdrawal', '3× the bonus'],
      ['Approval', 'Reviewed by our team'],
      ['How often', 'Once'],
    ]);
    expect(screen.getByTestId('promo-state').textContent).toBe('Open');
  });

  it('refuses an empty comment and one over 140 characters without calling; the counter counts', async () => {
    member();
    const fetchMock = open();
    fireEvent.click(await applyButton());
    const form = await screen.findByTestId('promo-apply-form');
    expect(form.textContent).toContain('Enter your Zalo or WhatsApp number ID to redeem the bonus.');
    expect(screen.getByTestId('promo-apply-count').textContent).toBe('0/140');
    type('   ');
    submit();
    expect((await screen.findByTestId('promo-apply-comment-error')).textContent).toBe(
      'Please write a comment.',
    );
    type(` ${'x'.repeat(141)} `);
    expect(screen.getByTestId('promo-apply-count').textContent).toBe('141/140');
    submit();
    expect((await screen.findByTestId('promo-apply-comment-error')).textContent).toBe(
      'Please keep it within 140 characters.',
    );
    expect(requestsTo(fetchMock, 'applyPromotion')).toEqual([]);
  });

  it('takes at most 3 png/jpg images: a 4th is refused, a renamed non-image too', async () => {
    member();
    open();
    fireEvent.click(await applyButton());
    await screen.findByTestId('promo-apply-form');
    await pick(file('fake.png', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]));
    expect(screen.getByTestId('promo-apply-image-error').textContent).toBe(
      'Only PNG or JPG images can be added.',
    );
    await pick(file('1.png', PNG), file('2.jpg', JPG, 'image/jpeg'), file('3.png', PNG), file('4.png', PNG));
    expect(screen.getByTestId('promo-apply-image-error').textContent).toBe('You can add at most 3 images.');
    expect(within(screen.getByTestId('promo-apply-images')).getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByTestId('promo-apply-image-input')).toBeNull();
  });

  it('sends the trimmed comment and the images, then shows the application under review', async () => {
    member();
    let current = detail('JOIN');
    const fetchMock = open({
      promotionDetail: () => current,
      applyPromotion: ({ body }) => {
        const images = body.images?.length ?? 0;
        current = detail('APPLYING', { comment: body.comment, images, appliedAt: APPLIED_AT, reason: null });
        return { promotionId: 9, status: 'APPLIED', amount: 0, turnoverRequired: 0, state: 'APPLYING' };
      },
    });
    fireEvent.click(await applyButton());
    await screen.findByTestId('promo-apply-form');
    type('  Zalo 0912 345 678  ');
    await pick(file('a.png', PNG), file('b.jpg', JPG, 'image/jpeg'));
    submit();

    const application = await screen.findByTestId('promo-application');
    const [sent] = requestsTo(fetchMock, 'applyPromotion');
    expect(sent!.body!.id).toBe(9);
    expect(sent!.body!.comment).toBe('Zalo 0912 345 678');
    const images = sent!.body!.images as string[];
    expect(images.map((s) => s.slice(0, 22))).toEqual(['data:image/png;base64,', 'data:image/jpeg;base64']);
    // The dialog closed; the page is APPLYING with what was sent.
    await waitFor(() => expect(screen.queryByTestId('promo-apply-form')).toBeNull());
    expect(screen.getByTestId('promo-detail').dataset.state).toBe('APPLYING');
    expect(screen.getByTestId('promo-state').textContent).toBe('Under review');
    expect((screen.getByTestId('promo-action-9') as HTMLButtonElement).disabled).toBe(true);
    expect(application.textContent).toContain('Our team is reviewing your application.');
    expect(application.textContent).toContain(formatDateTime(APPLIED_AT));
    expect(screen.getByTestId('promo-application-comment').textContent).toBe('Zalo 0912 345 678');
    expect(application.querySelectorAll('dd')[1]!.textContent).toBe('2');
  });

  it('says which image the server refused, under the images', async () => {
    member();
    open({
      applyPromotion: () =>
        apiFail(400, 'promotion.image.invalid', {
          fields: [{ path: 'images.1', code: 'promotion.image.invalid' }],
        }),
    });
    fireEvent.click(await applyButton());
    await screen.findByTestId('promo-apply-form');
    type('WhatsApp 12345');
    await pick(file('a.png', PNG), file('b.png', PNG));
    submit();
    expect((await screen.findByTestId('promo-apply-image-error')).textContent).toBe(
      'Image 2 is not a PNG or JPG of at most 5 MB: please remove it.',
    );
    fireEvent.click(screen.getByTestId('promo-apply-image-remove-1'));
    expect(screen.queryByTestId('promo-apply-image-error')).toBeNull();
  });

  it("a rejected application shows the operator's reason", async () => {
    member();
    const sent = { comment: 'Zalo 123', images: 1, appliedAt: APPLIED_AT };
    open({
      promotionDetail: () => detail('REJECTED', { ...sent, reason: 'The screenshot is not of our page.' }),
    });
    expect((await screen.findByTestId('promo-application-reason')).textContent).toBe(
      'Reason: The screenshot is not of our page.',
    );
    expect(screen.getByTestId('promo-application').textContent).toContain(
      'Your application was not approved.',
    );
    expect(screen.getByTestId('promo-state').textContent).toBe('Rejected');
  });

  it('an approved application shows the amount paid', async () => {
    member();
    const sent = { comment: 'Zalo 123', images: 0, appliedAt: APPLIED_AT, reason: null };
    open({ promotionDetail: () => detail('CLAIMED', sent, 320) });
    const application = await screen.findByTestId('promo-application');
    expect(application.textContent).toContain('PaidP 320.00');
    expect(screen.queryByTestId('promo-application-reason')).toBeNull();
  });

  it("a card's Apply opens the same form over the list; Cancel closes it without a call", async () => {
    member();
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: () => ({ list: [applicationCard(9)], kinds: ['APPLICATION'] }),
    });
    renderPromotions(<PromotionsPage currencySymbol="P" onLogin={onLogin} onDeposit={vi.fn()} />);
    expect((await screen.findByTestId('promo-tab-APPLICATION')).textContent).toBe('Application bonus');
    fireEvent.click(screen.getByTestId('promo-action-9'));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Share and win 9' });
    expect(within(dialog).getByTestId('promo-apply-intro').textContent).toBe(
      'Our team reviews each application and pays up to P 500 when it is approved.',
    );
    fireEvent.click(within(dialog).getByTestId('promo-apply-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'applyPromotion')).toEqual([]);
  });
});
