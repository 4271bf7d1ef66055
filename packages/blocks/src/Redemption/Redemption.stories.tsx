import { type BoxStay, redemptionCalendar, type VoucherView } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { svgImage } from '../fixtures/offers';
import { RedemptionDone } from './RedemptionDone';
import { RedemptionForm } from './RedemptionForm';
import { StayChoice } from './StayChoice';
import { VoucherCodeForm } from './VoucherCodeForm';
import { VoucherElsewhere } from './VoucherElsewhere';

// The beneficiary's page, step by step: the code, the voucher's stay with its gift calendar, and
// the stay booked. The page posts each step; here the calls are spies.

const CODE = 'BGNT-Z49E-KRX2-7CH7';

const voucher = {
  code: CODE,
  kind: 'SINGLEVOUCHER',
  status: 'ISSUED',
  value: 24_900,
  validUntil: '2027-11-20',
  boxCode: null,
  balance: null,
  stay: {
    offerId: 1201,
    label: 'Nuit et dîner gastronomique',
    hotel: { id: 301, label: 'Le Domaine des Lices' },
    nights: 1,
    adults: 2,
  },
} satisfies VoucherView;

const months = redemptionCalendar(
  {
    '2027-02-05': { status: 'included' },
    '2027-02-06': { status: 'supplement', supplement: 3_000 },
    '2027-02-12': { status: 'included' },
    '2027-03-05': { status: 'supplement', supplement: 7_000 },
  },
  ['2027-02', '2027-03'],
  voucher.validUntil,
);

const meta = {
  title: 'Blocks/Redemption',
  component: RedemptionForm,
  args: {
    locale: 'fr_FR',
    voucher,
    months,
    earlier: null,
    later: '2027-04',
    otherCodeHref: '/fr/beneficiary/login',
    onSubmit: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof RedemptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillBeneficiary = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('radio', { name: 'Madame' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Prénom' }), 'Léa');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Dubois');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'lea.dubois@example.fr');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Numéro de téléphone' }), '0612345678');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Adresse' }), '3 rue Haute');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Code postal' }), '69001');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Ville' }), 'Lyon');
};

export const ChoosesAnIncludedDay: Story = {
  name: 'S-268 S-349 A day the gift covers is booked with nothing to pay',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nuit et dîner gastronomique')).toBeVisible();
    // Days without a stay of the voucher's nights cannot be chosen.
    await expect(canvas.queryByRole('radio', { name: /^7 février 2027/ })).toBeNull();
    // The card is asked for only if the chosen day has a supplement.
    await expect(
      canvas.getByText('Votre carte n’est débitée que si le jour choisi demande un supplément.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver mon séjour' }));
    await expect(canvas.getByText('Choisissez un jour d’arrivée dans le calendrier')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 février 2027: Inclus' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: '5 février 2027: Inclus' }));
    await expect(canvas.getByText('Inclus dans votre cadeau : rien à payer')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Numéro de carte' })).toBeNull();
    await fillBeneficiary(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver mon séjour' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const posted = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(Object.fromEntries(posted)).toMatchObject({
      intent: 'redeem',
      code: CODE,
      checkinDate: '2027-02-05',
      expectedSupplement: '0',
      firstName: 'Léa',
    });
  },
};

export const ChoosesADayWithASupplement: Story = {
  name: 'S-268 A day with a supplement asks for the card, and the arrow keys move between days',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 février 2027: Inclus' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^6 février 2027: Supplément 30\s€$/ })).toBeChecked();
    await expect(canvas.getByText(/^Supplément à payer : 30\s€$/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Numéro de carte' })).toBeVisible();
  },
};

export const AnotherMonth: Story = {
  name: 'Later months post the form for the next months, without its checks',
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mois suivants' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const posted = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(posted.get('showMonth')).toBe('2027-04');
    await expect(canvas.queryByText('Choisissez un jour d’arrivée dans le calendrier')).toBeNull();
  },
};

export const Refused: Story = {
  name: 'A day just booked by someone else says so, and the form keeps what was typed',
  args: {
    checkinDate: '2027-02-06',
    beneficiary: { civility: 'MRS', firstName: 'Léa', lastName: 'Dubois', email: 'lea@example' },
    problem: 'soldOut',
    errors: { email: 'EMAIL_INVALID' },
    attemptKey: 'attempt-1',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ce jour vient d’être réservé. Choisissez un autre jour.',
    );
    await expect(canvas.getByRole('radio', { name: /^6 février 2027/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léa');
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { months: months.slice(0, 1), earlier: '2026-12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mois précédents' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '12 février 2027: Inclus' })).toBeVisible();
  },
};

export const CodeForm: StoryObj<typeof VoucherCodeForm> = {
  name: 'S-349 A code with a typo is caught before it is sent',
  render: (args) => <VoucherCodeForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Code du bon' });
    await userEvent.click(canvas.getByRole('button', { name: 'Voir mon cadeau' }));
    await expect(code).toHaveAccessibleDescription(/Champ obligatoire/);
    await userEvent.type(code, 'BGNT-Z49E-KRX2-7CH8');
    await userEvent.click(canvas.getByRole('button', { name: 'Voir mon cadeau' }));
    await expect(code).toHaveAccessibleDescription(/Ce code semble incorrect : vérifiez-le sur votre bon/);
    await expect(code).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Case, spaces and dashes do not matter.
    await userEvent.clear(code);
    await userEvent.type(code, 'bgnt z49e krx2 7ch7');
    await userEvent.click(canvas.getByRole('button', { name: 'Voir mon cadeau' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const CodeUsed: StoryObj<typeof VoucherCodeForm> = {
  name: 'A used code says so and takes the focus back',
  render: (args) => <VoucherCodeForm {...args} />,
  args: { defaultCode: CODE, problem: 'used', codeIssue: 'INVALID' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ce bon a déjà été utilisé.');
    await expect(canvas.getByRole('textbox', { name: 'Code du bon' })).toHaveFocus();
  },
};

const boxVoucher = {
  ...voucher,
  kind: 'BOX',
  value: 14_990,
  boxCode: 'SPA1NEBOX',
  stay: null,
} satisfies VoucherView;

const boxStays: BoxStay[] = Array.from({ length: 8 }, (_, index) => ({
  offerId: 100_400 + index,
  label: ['Week-end spa', 'Nuit détente et massage', 'Escapade bien-être'][index % 3] ?? 'Week-end spa',
  hotel: `Hôtel ${['des Thermes', 'du Lac', 'de la Source', 'Belle Rive'][index % 4]}`,
  place: ['Biarritz', 'Annecy', 'Vichy', 'Évian-les-Bains'][index % 4] ?? 'Biarritz',
  stars: 3 + (index % 3),
  imageUrl: svgImage(index),
}));

export const BoxStays: StoryObj<typeof StayChoice> = {
  name: 'S-489 A box voucher offers its stays; one is chosen, or 8 more are shown',
  render: (args) => <StayChoice {...args} />,
  args: {
    voucher: boxVoucher,
    stays: boxStays,
    totalCount: 13,
    page: 0,
    nights: 1,
    starCounts: [
      { stars: 1, count: 0 },
      { stars: 3, count: 4 },
      { stars: 4, count: 6 },
      { stars: 5, count: 3 },
    ],
    otherCodeHref: '/fr/beneficiary/login',
    onSubmit: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Choisissez le séjour de votre coffret cadeau',
    );
    await expect(
      canvas.getByText(/^13 séjours au choix · 1 nuit pour 2 personnes · valable jusqu’au 20 novembre 2027$/),
    ).toBeVisible();
    const choices = canvas.getAllByRole('button', { name: 'Choisir ce séjour' });
    expect(choices).toHaveLength(8);
    await expect(choices[1]).toHaveAccessibleDescription('Nuit détente et massage');
    await userEvent.click(choices[1] as HTMLElement);
    const chosen = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    expect(Object.fromEntries(chosen)).toMatchObject({ code: CODE, offerId: '100401' });
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus de séjours' }));
    const more = (args.onSubmit as ReturnType<typeof fn>).mock.calls[1]?.[0] as FormData;
    expect(more.get('stayPage')).toBe('1');
    expect(more.get('offerId')).toBeNull();
    // The picture shows the page from its top.
    window.scrollTo(0, 0);
  },
};

export const SwitchStays: StoryObj<typeof StayChoice> = {
  name: 'S-490 A single voucher lists the stays it can be switched for, and keeps its own with one press',
  render: (args) => <StayChoice {...args} />,
  args: { ...BoxStays.args, voucher, nights: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Choisissez un autre séjour pour votre cadeau',
    );
    await expect(canvas.getByText(/^Votre bon paie 249\s€ du séjour choisi/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Garder « Nuit et dîner gastronomique »' }));
    const kept = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    expect(kept.get('offerId')).toBe('1201');
  },
};

export const BoxStaysAllShown: StoryObj<typeof StayChoice> = {
  name: 'S-489 Once every stay of the box shows, there is no more to show; on a phone, one a row',
  render: (args) => <StayChoice {...args} />,
  args: { ...BoxStays.args, stays: boxStays.slice(0, 5), totalCount: 5 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('button', { name: 'Choisir ce séjour' })).toHaveLength(5);
    expect(canvas.queryByRole('button', { name: 'Voir plus de séjours' })).toBeNull();
  },
};

export const BoxStaysFiltered: StoryObj<typeof StayChoice> = {
  name: 'S-489 The box’s stays filter by stars, with their counts, and by arrival day; a day out of reach says so',
  render: (args) => <StayChoice {...args} />,
  args: {
    ...BoxStays.args,
    stays: boxStays.slice(0, 3),
    totalCount: 3,
    stars: [5],
    checkinDate: '2028-01-05',
    dayRefused: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('group', { name: 'Étoiles' });
    // A rating no stay has is not offered.
    expect(
      within(stars)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['3', '4', '5']);
    await expect(within(stars).getByRole('checkbox', { name: /^5 étoiles/ })).toBeChecked();
    const day = canvas.getByLabelText(/^Jour d’arrivée/);
    await expect(day).toHaveAccessibleDescription(
      'Choisissez un jour à venir, au plus tard le 20 novembre 2027, fin de validité de votre bon',
    );
    await userEvent.click(within(stars).getByRole('checkbox', { name: /^4 étoiles/ }));
    await userEvent.clear(day);
    await userEvent.type(day, '2027-02-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher les séjours' }));
    const data = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    expect(data.getAll('stars')).toEqual(['4', '5']);
    expect(data.get('stayDay')).toBe('2027-02-05');
  },
};

export const BoxStayRefused: StoryObj<typeof StayChoice> = {
  name: 'S-489 A stay no longer the voucher’s says so above the list, which takes the focus',
  render: (args) => <StayChoice {...args} />,
  args: { ...BoxStays.args, stayRefused: true },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Ce séjour ne peut plus être choisi avec votre bon. Choisissez-en un autre.',
    );
    await expect(alert.parentElement).toHaveFocus();
  },
};

export const BoxWithoutStays: StoryObj<typeof StayChoice> = {
  name: 'S-489 A box none of whose stays can be booked says so',
  render: (args) => <StayChoice {...args} />,
  args: { ...BoxStays.args, stays: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Aucun séjour de ce coffret n’est réservable pour le moment/),
    ).toBeVisible();
  },
};

export const BoxStayChosen: Story = {
  name: 'S-489 The stay chosen for a box books with its calendar; another can be chosen instead',
  args: {
    voucher: { ...boxVoucher, stay: { ...voucher.stay, offerId: 100_401, label: 'Nuit détente et massage' } },
    months: redemptionCalendar(
      { '2027-02-05': { status: 'included' }, '2027-02-06': { status: 'included' } },
      ['2027-02', '2027-03'],
      voucher.validUntil,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nuit détente et massage')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choisir un autre séjour' }));
    const data = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    expect(data.get('stays')).toBe('1');
    expect(data.get('offerId')).toBe('100401');
  },
};

export const GiftcardVoucher: StoryObj<typeof VoucherElsewhere> = {
  name: 'S-257 A gift card shows what is left on it and where it pays',
  render: (args) => <VoucherElsewhere {...args} />,
  args: {
    voucher: { ...voucher, kind: 'GIFTCARD', value: 15_000, balance: 4_500, stay: null },
    otherCodeHref: '/fr/beneficiary/login',
    shopHref: '/fr',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Cette carte cadeau contient 45\s€, valable jusqu’au 20 novembre 2027/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choisir de quoi se faire plaisir' })).toHaveAttribute(
      'href',
      '/fr',
    );
  },
};

export const Booked: StoryObj<typeof RedemptionDone> = {
  name: 'The stay booked, with the supplement paid',
  render: (args) => <RedemptionDone {...args} />,
  args: {
    redemption: {
      redemptionId: '5f0c7a1e-3b7d-4c3e-9a51-0c2d4e6f8a90',
      code: CODE,
      offerId: 1201,
      checkin: '2027-02-06',
      checkout: '2027-02-07',
      stayAmount: 27_900,
      voucherAmount: 24_900,
      supplement: 3_000,
    },
    stay: voucher.stay,
    email: 'camille.martin@example.fr',
    homeHref: '/fr',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Votre séjour est réservé' })).toBeVisible();
    await expect(canvas.getByText('Du 6 février 2027 au 7 février 2027')).toBeVisible();
    await expect(canvas.getByText(/^Supplément payé : 30\s€$/)).toBeVisible();
    await expect(canvas.getByText('Référence de réservation : 5F0C7A1E')).toBeVisible();
    await expect(
      canvas.getByText('Une confirmation a été envoyée à camille.martin@example.fr.'),
    ).toBeVisible();
  },
};
