import type { Language } from '../language/languages';
import { formatMoney } from '../money/format-money';
import { tetriConstant } from '../money/money';
import type { RefundReceiptEmailPayload } from '../outbox/email-payloads';
import { type FactRow, facts, mailto, paragraph, section, sentence } from './email-document';
import { type EmailSite, emailDateTime, footerLines, sellerRows } from './email-site';
import { type RenderedEmail, renderEmail } from './render-email';

/** What a refund receipt is written from. */
export interface RefundReceiptInput {
  readonly payload: RefundReceiptEmailPayload;
  readonly site: EmailSite;
}

const TEXTS = {
  ka: {
    subject: (orderId: string) => `თანხის დაბრუნება: შეკვეთა ${orderId}`,
    heading: (name: string | undefined, amount: string) =>
      name === undefined ? `${amount} დაგიბრუნდათ` : `${name}, ${amount} დაგიბრუნდათ`,
    returned:
      'თანხა დაბრუნდა იმ ბარათზე, რომლითაც გადაიხადეთ. ანგარიშზე ის იმ ვადაში ჩაგერიცხებათ, რაც თქვენს ბანკს სჭირდება, როგორც წესი, რამდენიმე სამუშაო დღეში.',
    receipt: 'დაბრუნების ქვითარი',
    orderNumber: 'შეკვეთის ნომერი',
    refundedAt: 'დაბრუნების დრო',
    amount: 'დაბრუნებული თანხა',
    refundedTotal: 'სულ დაბრუნებული',
    paid: 'გადახდილი თანხა',
    stillPaid: 'გადახდილად რჩება',
    method: 'სად დაბრუნდა',
    card: 'ბარათზე, რომლითაც გადაიხადეთ (Flitt-ის მეშვეობით)',
    full: (cohort: string) =>
      `შეკვეთის თანხა სრულად დაბრუნდა: თქვენი ადგილი ${cohort} გათავისუფლდა და კურსზე წვდომა დაიხურა.`,
    partial: (cohort: string) =>
      `ეს ნაწილობრივი დაბრუნებაა: თქვენი ადგილი ${cohort} რჩება და კურსზე წვდომაც გრძელდება.`,
    cohort: (number: number | undefined) =>
      number === undefined ? 'კურსზე' : `№${number} ნაკადში`,
    seller: 'გამყიდველის რეკვიზიტები',
    questions: 'შეკითხვების შემთხვევაში მოგვწერეთ მისამართზე {email}.',
  },
  en: {
    subject: (orderId: string) => `Refund to your card: order ${orderId}`,
    heading: (name: string | undefined, amount: string) =>
      name === undefined ? `We have refunded ${amount}` : `${name}, we have refunded ${amount}`,
    returned:
      'The money was returned to the card you paid with. It reaches your account in the time your bank needs, usually a few business days.',
    receipt: 'Refund receipt',
    orderNumber: 'Order number',
    refundedAt: 'Refunded at',
    amount: 'Amount refunded',
    refundedTotal: 'Refunded in total',
    paid: 'Amount paid',
    stillPaid: 'Amount still paid',
    method: 'Returned to',
    card: 'the card you paid with (through Flitt)',
    full: (cohort: string) =>
      `The order is refunded in full: your seat in ${cohort} is released and your access to the course has ended.`,
    partial: (cohort: string) =>
      `This is a partial refund: your seat in ${cohort} stays, and so does your access to the course.`,
    cohort: (number: number | undefined) =>
      number === undefined ? 'the course' : `cohort ${number}`,
    seller: 'Seller details',
    questions: 'Questions? Write to {email}.',
  },
} as const satisfies Record<Language, unknown>;

/**
 * The receipt of one refund (docs/messaging.md "E-mail messages"): how much went back to the card
 * and when, what remains paid, and what it means for the course: a full refund releases the seat,
 * a partial one keeps it.
 */
export function refundReceiptEmail({ payload, site }: RefundReceiptInput): RenderedEmail {
  const { language } = payload;
  const t = TEXTS[language];
  const money = (tetri: number) => formatMoney(tetriConstant(tetri), language);
  const stillPaid = Math.max(0, payload.paidTetri - payload.refundedTotalTetri);
  const earlierRefunds = payload.refundedTotalTetri > payload.amountTetri;
  const rows: FactRow[] = [
    { label: t.orderNumber, value: [payload.orderId] },
    { label: t.refundedAt, value: [emailDateTime(new Date(payload.refundedAt), language)] },
    { label: t.amount, value: [money(payload.amountTetri)] },
    ...(earlierRefunds
      ? [{ label: t.refundedTotal, value: [money(payload.refundedTotalTetri)] }]
      : []),
    { label: t.paid, value: [money(payload.paidTetri)] },
    { label: t.stillPaid, value: [money(stillPaid)] },
    { label: t.method, value: [t.card] },
  ];
  const cohort = t.cohort(payload.cohortNumber);
  return renderEmail({
    language,
    subject: t.subject(payload.orderId),
    heading: t.heading(payload.firstName, money(payload.amountTetri)),
    blocks: [
      paragraph(t.returned),
      section(t.receipt, [facts(rows)]),
      paragraph(stillPaid === 0 ? t.full(cohort) : t.partial(cohort)),
      section(t.seller, [facts(sellerRows(site.seller, language))]),
      paragraph(...sentence(t.questions, { email: mailto(site.seller.supportEmail) })),
    ],
    footer: footerLines(site, language),
  });
}
