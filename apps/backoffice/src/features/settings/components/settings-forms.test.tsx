import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { BANNER_MAX_BYTES } from '@bet/contracts/operator/operator-site-schemas';
import { renderConsole } from '@/test/render-console';

// Every settings form: bad input is said under its field and nothing is sent; the server's field
// error (400 with the contract's code and the field's path) lands under the same field; a good
// form sends exactly the contract's body.

type FetchMock = ReturnType<typeof renderConsole>['fetchMock'];
const writes = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');
const bodyOf = (fetchMock: FetchMock, n = 0) => JSON.parse(String(writes(fetchMock)[n]![1]!.body)) as unknown;
const refused = (path: string, code: string, errorCode: string = ErrorCodes.requestParamErr) => ({
  errorCode,
  status: 400,
  value: { fields: [{ path, code }] },
});
/** The text under a control: the first element its `aria-describedby` names. */
const errorUnder = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)!.textContent : null;
};
const invalid = (control: HTMLElement) =>
  waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));

describe('registration rules', () => {
  const answers = {
    'GET /ops/system/registerRules': {
      value: {
        rules: [
          { field: 'username', enabled: true, required: true, minLength: 4, maxLength: 16 },
          { field: 'email', enabled: true, required: false, minLength: 5, maxLength: 64 },
        ],
      },
    },
  };

  it('refuses a hidden field that is required under Required, sending nothing', async () => {
    const { fetchMock } = renderConsole('/settings/registration', { answers });
    fireEvent.click(await screen.findByLabelText('email shown'));
    const required = screen.getByLabelText('email required');
    fireEvent.click(required);
    fireEvent.click(screen.getByRole('button', { name: 'Save email' }));
    await invalid(required);
    expect(errorUnder(required)).toBe('This value is not valid.');
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it("puts the server's field error under Required", async () => {
    renderConsole('/settings/registration', {
      answers: { ...answers, 'PUT /ops/system/registerRules': refused('required', 'custom') },
    });
    fireEvent.click(await screen.findByLabelText('email required'));
    fireEvent.click(screen.getByRole('button', { name: 'Save email' }));
    const required = screen.getByLabelText('email required');
    await invalid(required);
    expect(errorUnder(required)).toBe('This value is not valid.');
  });

  it('sends the field with both switches', async () => {
    const { fetchMock } = renderConsole('/settings/registration', {
      answers: {
        ...answers,
        'PUT /ops/system/registerRules': {
          value: { field: 'email', enabled: true, required: true, minLength: 5, maxLength: 64 },
        },
      },
    });
    fireEvent.click(await screen.findByLabelText('email required'));
    fireEvent.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(1);
    expect(bodyOf(fetchMock)).toEqual({ field: 'email', enabled: true, required: true });
  });
});

describe('withdrawal settings', () => {
  const SETTINGS = { withdrawMin: 100, withdrawMax: 50000, autoConfirmMinutes: 1440, maxBankCards: 5 };
  const answers = {
    'GET /ops/money/depositChannels': { value: { channels: [] } },
    'GET /ops/money/settings': { value: SETTINGS },
  };
  const loaded = async () => {
    const min = await screen.findByLabelText('Minimum withdrawal');
    await waitFor(() => expect((min as HTMLInputElement).value).toBe('100'));
    return min;
  };

  it('refuses minutes, cards and an amount out of range under each field, sending nothing', async () => {
    const { fetchMock } = renderConsole('/settings/money', { answers });
    await loaded();
    fireEvent.change(screen.getByLabelText('Auto-confirm after (minutes)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Bank cards per player'), { target: { value: '21' } });
    fireEvent.change(screen.getByLabelText('Maximum withdrawal'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save withdrawals' }));
    const minutes = screen.getByLabelText('Auto-confirm after (minutes)');
    await invalid(minutes);
    expect(errorUnder(minutes)).toBe('Too short or too small.');
    expect(errorUnder(screen.getByLabelText('Bank cards per player'))).toBe('Too long or too large.');
    expect(errorUnder(screen.getByLabelText('Maximum withdrawal'))).toBe('This field is required.');
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('refuses a minimum above the maximum under the minimum, sending nothing', async () => {
    const { fetchMock } = renderConsole('/settings/money', { answers });
    const min = await loaded();
    fireEvent.change(min, { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save withdrawals' }));
    await invalid(min);
    // The sentence of the server's own refusal of it (too_big on withdrawMin).
    expect(errorUnder(min)).toBe('Too long or too large.');
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it("puts the server's field error under its field", async () => {
    renderConsole('/settings/money', {
      answers: { ...answers, 'PUT /ops/money/settings': refused('withdrawMax', 'too_big') },
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Save withdrawals' }));
    const max = screen.getByLabelText('Maximum withdrawal');
    await invalid(max);
    expect(errorUnder(max)).toBe('Too long or too large.');
  });

  it('sends the four settings as numbers', async () => {
    const { fetchMock } = renderConsole('/settings/money', {
      answers: { ...answers, 'PUT /ops/money/settings': { value: SETTINGS } },
    });
    const min = await loaded();
    fireEvent.change(min, { target: { value: '250.5' } });
    fireEvent.change(screen.getByLabelText('Auto-confirm after (minutes)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save withdrawals' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(bodyOf(fetchMock)).toEqual({
      withdrawMin: 250.5,
      withdrawMax: 50000,
      autoConfirmMinutes: 60,
      maxBankCards: 5,
    });
  });
});

describe('resources and customer service', () => {
  const RESOURCES = {
    resources: [
      {
        resourceType: 'TELEGRAM',
        url: 'https://t.me/site',
        qrCodeUrl: '',
        labelNameEn: 'Telegram',
        labelNameCn: '',
      },
    ],
    customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example.com/room' }],
  };
  const answers = { 'GET /ops/system/resources': { value: RESOURCES } };
  const telegram = async () => {
    const group = within(await screen.findByRole('group', { name: 'TELEGRAM' }));
    await waitFor(() => expect((group.getByLabelText('Link') as HTMLInputElement).value).not.toBe(''));
    return group;
  };

  it('refuses a link that is not one and an empty label under each field, sending nothing', async () => {
    const { fetchMock } = renderConsole('/settings/resources', { answers });
    const group = await telegram();
    fireEvent.change(group.getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(group.getByLabelText('Label (English)'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('LIVECHAT link'), { target: { value: 'chat room' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save links' }));
    const link = group.getByLabelText('Link');
    await invalid(link);
    expect(errorUnder(link)).toBe('The format is not valid.');
    expect(errorUnder(group.getByLabelText('Label (English)'))).toBe('Too short or too small.');
    expect(errorUnder(screen.getByLabelText('LIVECHAT link'))).toBe('The format is not valid.');
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it("puts the server's field errors under their fields", async () => {
    renderConsole('/settings/resources', {
      answers: {
        ...answers,
        'PUT /ops/system/resources': {
          errorCode: ErrorCodes.requestParamErr,
          value: {
            fields: [
              { path: 'resources.0.qrCodeUrl', code: 'invalid_characters' },
              { path: 'customerService.0.path', code: 'too_big' },
            ],
          },
        },
      },
    });
    const group = await telegram();
    fireEvent.click(screen.getByRole('button', { name: 'Save links' }));
    const qr = group.getByLabelText('QR code image');
    await invalid(qr);
    expect(errorUnder(qr)).toBe('Contains characters that are not allowed.');
    expect(errorUnder(screen.getByLabelText('LIVECHAT link'))).toBe('Too long or too large.');
  });

  it('sends every link with its type', async () => {
    const { fetchMock } = renderConsole('/settings/resources', {
      answers: { ...answers, 'PUT /ops/system/resources': { value: RESOURCES } },
    });
    const group = await telegram();
    fireEvent.change(group.getByLabelText('QR code image'), { target: { value: '/media/telegram-qr.png' } });
    fireEvent.change(group.getByLabelText('Label (Chinese)'), { target: { value: '电报' } });
    fireEvent.change(screen.getByLabelText('LIVECHAT link'), { target: { value: '/support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(bodyOf(fetchMock)).toEqual({
      resources: [
        {
          resourceType: 'TELEGRAM',
          url: 'https://t.me/site',
          qrCodeUrl: '/media/telegram-qr.png',
          labelNameEn: 'Telegram',
          labelNameCn: '电报',
        },
      ],
      customerService: [{ csType: 'LIVECHAT', path: '/support' }],
    });
  });
});

describe('banner upload', () => {
  const answers = { 'GET /ops/system/banners': { value: { banners: [] } } };
  // The 8-byte PNG signature: enough for the form (the server checks the bytes).
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [file] } });

  it('refuses an upload without an image and a link that is not one, sending nothing', async () => {
    const { fetchMock } = renderConsole('/settings/banners', { answers });
    fireEvent.change(await screen.findByLabelText('Link (optional)'), {
      target: { value: 'promotions page' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const image = screen.getByLabelText('Image');
    await invalid(image);
    expect(errorUnder(image)).toBe('The format is not valid.');
    expect(errorUnder(screen.getByLabelText('Link (optional)'))).toBe('The format is not valid.');
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('refuses a GIF and an image over 1 MB under the field, sending nothing', async () => {
    const { fetchMock } = renderConsole('/settings/banners', { answers });
    const image = await screen.findByLabelText('Image');
    choose(new File(['GIF89a'], 'banner.gif', { type: 'image/gif' }));
    await invalid(image);
    expect(errorUnder(image)).toBe('This value is not valid.');
    choose(new File([new Uint8Array(BANNER_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(errorUnder(image)).toBe('Too long or too large.'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(errorUnder(image)).toBe('The format is not valid.'));
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it("puts the server's refusal of the image under it", async () => {
    renderConsole('/settings/banners', {
      answers: { ...answers, 'POST /ops/system/banners': refused('image', 'image', ErrorCodes.fieldInvalid) },
    });
    const image = await screen.findByLabelText('Image');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await invalid(image);
    choose(new File([PNG], 'banner.png', { type: 'image/png' }));
    // The chosen image clears the error once it is read.
    await waitFor(() => expect(image.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await invalid(image);
    expect(errorUnder(image)).toBe('This value is not valid.');
  });

  it('sends the place, the image as a data URL and the link', async () => {
    const { fetchMock } = renderConsole('/settings/banners', {
      answers: {
        ...answers,
        'POST /ops/system/banners': {
          value: { id: 1, groupName: 'w_login', url: '/media/banners/1.png', link: '/promotions', sort: 1 },
        },
      },
    });
    const image = await screen.findByLabelText('Image');
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'w_login' } });
    fireEvent.change(screen.getByLabelText('Link (optional)'), { target: { value: '/promotions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await invalid(image);
    choose(new File([PNG], 'banner.png', { type: 'image/png' }));
    await waitFor(() => expect(image.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(1);
    expect(bodyOf(fetchMock)).toEqual({
      groupName: 'w_login',
      image: 'data:image/png;base64,iVBORw0KGgo=',
      link: '/promotions',
    });
  });
});

describe('help articles', () => {
  const ARTICLE = {
    id: 7,
    language: 'EN',
    category: 'Payments',
    title: 'How to deposit',
    content: '<p>Open the wallet.</p>',
    sort: 1,
  };
  const answers = { 'GET /ops/system/helpArticles': { value: { articles: [ARTICLE] } } };
  const editor = () => within(screen.getByRole('region', { name: /^(New article|Editing)/ }));

  it('refuses an empty article and an order out of range under each field, sending nothing', async () => {
    const { fetchMock } = renderConsole('/settings/help', { answers });
    fireEvent.click(await screen.findByRole('button', { name: 'New article' }));
    fireEvent.change(editor().getByLabelText('Order'), { target: { value: '20000' } });
    fireEvent.click(editor().getByRole('button', { name: 'Save article' }));
    const title = editor().getByLabelText('Title');
    await invalid(title);
    expect(errorUnder(title)).toBe('Too short or too small.');
    expect(errorUnder(editor().getByLabelText('Category'))).toBe('Too short or too small.');
    expect(errorUnder(editor().getByLabelText('Content (HTML)'))).toBe('Too short or too small.');
    expect(errorUnder(editor().getByLabelText('Order'))).toBe('Too long or too large.');
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it("puts the server's field error under its field", async () => {
    renderConsole('/settings/help', {
      answers: {
        ...answers,
        'PUT /ops/system/helpArticles': refused('content', 'invalid_characters'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit How to deposit' }));
    fireEvent.click(editor().getByRole('button', { name: 'Save article' }));
    const content = editor().getByLabelText('Content (HTML)');
    await invalid(content);
    expect(errorUnder(content)).toBe('Contains characters that are not allowed.');
  });

  it('sends a new article in the chosen language, and an edited one with its id', async () => {
    const { fetchMock } = renderConsole('/settings/help', {
      answers: { ...answers, 'PUT /ops/system/helpArticles': { value: ARTICLE } },
    });
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'TY' } });
    fireEvent.click(screen.getByRole('button', { name: 'New article' }));
    fireEvent.change(editor().getByLabelText('Category'), { target: { value: 'Mga bayad' } });
    fireEvent.change(editor().getByLabelText('Title'), { target: { value: 'Paano mag-withdraw' } });
    fireEvent.change(editor().getByLabelText('Order'), { target: { value: '2' } });
    fireEvent.change(editor().getByLabelText('Content (HTML)'), {
      target: { value: '<p>Buksan ang wallet.</p>' },
    });
    fireEvent.click(editor().getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(bodyOf(fetchMock)).toEqual({
      language: 'TY',
      category: 'Mga bayad',
      title: 'Paano mag-withdraw',
      content: '<p>Buksan ang wallet.</p>',
      sort: 2,
    });

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'EN' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit How to deposit' }));
    fireEvent.change(editor().getByLabelText('Title'), { target: { value: 'How to deposit by bank' } });
    fireEvent.click(editor().getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(2));
    expect(bodyOf(fetchMock, 1)).toEqual({ ...ARTICLE, title: 'How to deposit by bank' });
  });
});

describe('brand and birthday limit', () => {
  const answers = {
    'GET /ops/system/whitelabel': { value: { modules: [] } },
    'GET /ops/system/brand': { value: { loggedInToHomepage: false } },
    'GET /ops/system/birthdayLimit': { value: { birthdayLimit: 18 } },
    'GET /ops/system/apiDocs': { value: { enabled: false } },
  };
  const limitSelect = async () => {
    const select = (await screen.findByLabelText('Age a player confirms at sign-up')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('18'));
    return select;
  };
  const saveIn = (panel: string) =>
    fireEvent.click(
      within(screen.getByRole('region', { name: panel })).getByRole('button', { name: 'Save' }),
    );

  it('sends the age chosen, and none as null', async () => {
    const { fetchMock } = renderConsole('/settings', {
      answers: { ...answers, 'PUT /ops/system/birthdayLimit': (body) => ({ value: body }) },
    });
    fireEvent.change(await limitSelect(), { target: { value: '21' } });
    saveIn('Age confirmation');
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Age a player confirms at sign-up'), { target: { value: '' } });
    saveIn('Age confirmation');
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(2));
    expect([bodyOf(fetchMock, 0), bodyOf(fetchMock, 1)]).toEqual([
      { birthdayLimit: 21 },
      { birthdayLimit: null },
    ]);
  });

  it("puts the server's refusal of the age under the field", async () => {
    renderConsole('/settings', {
      answers: { ...answers, 'PUT /ops/system/birthdayLimit': refused('birthdayLimit', 'invalid_value') },
    });
    const select = await limitSelect();
    saveIn('Age confirmation');
    await invalid(select);
    expect(errorUnder(select)).toBe('Choose one of the offered values.');
  });

  it('sends the brand flag, and puts its refusal under it', async () => {
    let refuse = false;
    const { fetchMock } = renderConsole('/settings', {
      answers: {
        ...answers,
        'PUT /ops/system/brand': (body) =>
          refuse ? refused('loggedInToHomepage', 'custom') : { value: body },
      },
    });
    await limitSelect();
    const flag = screen.getByLabelText('Send visitors without a session to the sign-in page');
    fireEvent.click(flag);
    saveIn('Brand');
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(bodyOf(fetchMock)).toEqual({ loggedInToHomepage: true });
    refuse = true;
    saveIn('Brand');
    await invalid(flag);
    expect(errorUnder(flag)).toBe('This value is not valid.');
  });
});
