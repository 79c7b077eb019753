import type { Language } from '../language/languages';

/** The wording of the order confirmation and receipt, per language (docs/messaging.md "E-mail messages"). */
export interface OrderReceiptTexts {
  readonly subject: (orderId: string) => string;
  readonly heading: (firstName: string | undefined) => string;
  readonly intro: (course: string) => string;
  readonly course: (product: string, cohortNumber: number | undefined) => string;
  readonly receipt: string;
  readonly labels: {
    readonly orderNumber: string;
    readonly paidAt: string;
    readonly course: string;
    readonly cohortStart: string;
    readonly format: string;
    /** The price without the promo code, shown only when one was used. */
    readonly price: string;
    readonly promoCode: (code: string) => string;
    readonly amount: string;
    readonly vatIncluded: (ratePercent: number) => string;
    readonly vat: string;
    readonly method: string;
  };
  readonly format: string;
  readonly vatNotApplicable: string;
  readonly card: (masked: string | undefined) => string;
  /** How an order the bank financed was paid. */
  readonly instalment: string;
  /** How a seat a company paid by transfer was paid. */
  readonly invoice: string;
  readonly seller: string;
  readonly next: string;
  readonly accessExpress: (requestedOn: string) => string;
  readonly accessAfterWithdrawal: (lastDay: string) => string;
  /** `{email}` (here and below) is the support address, written as a link. */
  readonly startEarlier: string;
  /** `{email}` and `{phone}` are the seller's. */
  readonly questions: string;
  readonly withdrawal: string;
  readonly withdrawalRight: (lastDay: string) => string;
  readonly withdrawalHow: string;
  readonly withdrawalRefund: string;
  /** The same for an order the bank financed: the money goes back to the bank. */
  readonly withdrawalRefundInstalment: string;
  /** The same for a seat a company paid: the money goes back by transfer. */
  readonly withdrawalRefundInvoice: string;
  readonly withdrawalExpress: string;
  readonly guarantee: string;
  readonly guaranteeIntro: string;
  readonly guaranteeConditions: readonly string[];
  readonly guaranteeFrom: (from: GuaranteeStart) => string;
  readonly guaranteeHow: string;
  readonly complaints: string;
  readonly complaintsText: string;
  readonly complaintsOutside: string;
  readonly documents: string;
  readonly documentsIntro: string;
  readonly documentLine: (
    document: 'terms' | 'refund',
    version: string,
    effective: string,
  ) => string;
  /** English only: the Georgian text is the contract. */
  readonly documentsLanguage?: string;
  readonly onSite: string;
}

/** Where the 30 days of the guarantee start, for this buyer (docs/legal.md "Refund policy"). */
export type GuaranteeStart =
  | { readonly from: 'cohort'; readonly day: string }
  | { readonly from: 'payment'; readonly day: string }
  | { readonly from: 'cohort-unknown' };

const ka: OrderReceiptTexts = {
  subject: (orderId) => `გადახდა მიღებულია: შეკვეთა ${orderId}`,
  heading: (name) =>
    name === undefined
      ? 'გმადლობთ! გადახდა წარმატებით დასრულდა'
      : `გმადლობთ, ${name}! გადახდა წარმატებით დასრულდა`,
  intro: (course) =>
    `თქვენი ადგილი კურსზე „${course}“ დადასტურებულია. ეს წერილი თქვენი ქვითარი და ხელშეკრულების დადასტურებაა — გთხოვთ, შეინახოთ იგი.`,
  course: (product, number) => (number === undefined ? product : `${product}, №${number} ნაკადი`),
  receipt: 'ქვითარი',
  labels: {
    orderNumber: 'შეკვეთის ნომერი',
    paidAt: 'გადახდის დრო',
    course: 'კურსი',
    cohortStart: 'ნაკადის დაწყება',
    format: 'ფორმატი',
    price: 'კურსის ფასი',
    promoCode: (code) => `პრომოკოდი ${code}`,
    amount: 'გადახდილი თანხა',
    vatIncluded: (rate) => `მათ შორის დღგ (${rate}%)`,
    vat: 'დღგ',
    method: 'გადახდის საშუალება',
  },
  format: '8-კვირიანი ონლაინ კურსი, შეხვედრები პირდაპირ ეთერში',
  vatNotApplicable: 'არ ვრცელდება (გამყიდველი არ არის დღგ-ს გადამხდელი)',
  card: (masked) =>
    masked === undefined ? 'ბარათი, Flitt-ის მეშვეობით' : `ბარათი ${masked}, Flitt-ის მეშვეობით`,
  instalment: 'განვადება თიბისი ბანკის მეშვეობით, Flitt-ის გავლით',
  invoice: 'საბანკო გადარიცხვა ინვოისის საფუძველზე',
  seller: 'გამყიდველის რეკვიზიტები',
  next: 'შემდეგი ნაბიჯები',
  accessExpress: (requestedOn) =>
    `შეძენისას (${requestedOn}) მოითხოვეთ, რომ კურსზე წვდომა 14-დღიანი უარის თქმის ვადის გასვლამდე გაიხსნას. წვდომა გადახდიდან 24 საათში გაიხსნება.`,
  accessAfterWithdrawal: (lastDay) =>
    `კურსზე წვდომა 14-დღიანი უარის თქმის ვადის გასვლის შემდეგ გაიხსნება (ვადის ბოლო დღე: ${lastDay}).`,
  startEarlier:
    'თუ კურსის ადრე დაწყება გსურთ, მოგვწერეთ მისამართზე {email}: წვდომა თქვენი მოთხოვნის დადასტურებისას გაიხსნება, ხოლო თუ შემდეგ ხელშეკრულებაზე უარს იტყვით, გადაიხდით კურსის უკვე მიღებული ნაწილის საფასურს.',
  questions: 'შეკითხვების შემთხვევაში მოგვწერეთ მისამართზე {email} ან დაგვირეკეთ ნომერზე {phone}.',
  withdrawal: 'ხელშეკრულებაზე უარის თქმის 14-დღიანი უფლება',
  withdrawalRight: (lastDay) =>
    `ხელშეკრულებაზე უარის თქმა მიზეზის მითითების გარეშე შეგიძლიათ გადახდის დღიდან 14 კალენდარული დღის განმავლობაში. ვადის ბოლო დღე: ${lastDay}.`,
  withdrawalHow:
    'უარის სათქმელად მოგვწერეთ მისამართზე {email} თემით „ხელშეკრულებაზე უარი“ ან გამოგვიგზავნეთ თანდართულ მომსახურების პირობებში მოცემული ფორმის ნიმუში. საკმარისია, შეტყობინება ვადის გასვლამდე გამოგზავნოთ.',
  withdrawalRefund:
    'თქვენგან მიღებულ ყველა თანხას უარის შესახებ შეტყობინების მიღებიდან არაუგვიანეს 14 დღისა დაგიბრუნებთ იმავე ბარათზე, რომლითაც გადაიხადეთ.',
  withdrawalRefundInstalment:
    'თქვენგან მიღებულ ყველა თანხას უარის შესახებ შეტყობინების მიღებიდან არაუგვიანეს 14 დღისა დავუბრუნებთ თიბისი ბანკს, რომელმაც შენაძენი დააფინანსა; ბანკი თქვენს სესხს დახურავს ან შეამცირებს.',
  withdrawalRefundInvoice:
    'ამ ადგილისთვის მიღებულ თანხას უარის შესახებ შეტყობინების მიღებიდან არაუგვიანეს 14 დღისა დავაბრუნებთ საბანკო გადარიცხვით იმ ანგარიშზე, საიდანაც ის გადაიხადეს.',
  withdrawalExpress:
    'რადგან ადრე დაწყება მოითხოვეთ, თუ წვდომის გახსნის შემდეგ ხელშეკრულებაზე უარს იტყვით, გადაიხდით კურსის იმ ნაწილის საფასურს, რომელიც უარის შეტყობინებამდე მიიღეთ (8 კვირიდან გასული კვირების წილი), დანარჩენს კი დაგიბრუნებთ.',
  guarantee: 'თანხის დაბრუნების 30-დღიანი გარანტია',
  guaranteeIntro:
    'უარის თქმის უფლებას ემატება ჩვენი გარანტია: თანხის სრულად დაბრუნება შეგიძლიათ მოითხოვოთ 30 დღის განმავლობაში, თუ:',
  guaranteeConditions: [
    'დაესწარით პირდაპირ ეთერში გამართულ სულ მცირე 2 შეხვედრას;',
    'მოთხოვნაში მოგვწერთ, რა არ გამოგადგათ (რამდენიმე წინადადებაც საკმარისია);',
    'კურსის მასალების 50%-ზე ნაკლები გაიარეთ.',
  ],
  guaranteeFrom: (start) => {
    if (start.from === 'cohort')
      return `30 დღე აითვლება თქვენი ნაკადის პირველი დღიდან (${start.day}).`;
    if (start.from === 'payment')
      return `ნაკადი უკვე დაწყებული იყო, ამიტომ 30 დღე აითვლება გადახდის დღიდან (${start.day}).`;
    return '30 დღე აითვლება თქვენი ნაკადის პირველი დღიდან.';
  },
  guaranteeHow:
    'მოთხოვნა გამოგვიგზავნეთ მისამართზე {email} თემით „თანხის დაბრუნების მოთხოვნა“ იმ ელფოსტიდან, რომლითაც დარეგისტრირდით; პასუხს 2–3 სამუშაო დღეში მიიღებთ.',
  complaints: 'საჩივრები',
  complaintsText:
    'საჩივრის შემთხვევაში მოგვწერეთ მისამართზე {email}: სამუშაო დღეებში 24 საათში გიპასუხებთ და საკითხის მოგვარებას 10 სამუშაო დღეში ვეცდებით.',
  complaintsOutside:
    'ასევე შეგიძლიათ საჩივრით მიმართოთ საქართველოს კონკურენციისა და მომხმარებლის სააგენტოს (gcca.gov.ge) ან საქართველოს სასამართლოს.',
  documents: 'ხელშეკრულების დოკუმენტები',
  documentsIntro: 'წერილს ერთვის თქვენს შეკვეთაზე მოქმედი დოკუმენტები:',
  documentLine: (document, version, effective) =>
    `${document === 'terms' ? 'მომსახურების პირობები' : 'თანხის დაბრუნების პოლიტიკა'}, ვერსია ${version} (ძალაში შესვლის თარიღი: ${effective})`,
  onSite: 'ორივე დოკუმენტი ჩვენს საიტზეც არის განთავსებული: ',
};

const en: OrderReceiptTexts = {
  subject: (orderId) => `Payment received: order ${orderId}`,
  heading: (name) =>
    name === undefined
      ? 'Thank you! Your payment was successful'
      : `Thank you, ${name}! Your payment was successful`,
  intro: (course) =>
    `Your place in “${course}” is confirmed. This e-mail is your receipt and the confirmation of your contract: please keep it.`,
  course: (product, number) => (number === undefined ? product : `${product}, cohort ${number}`),
  receipt: 'Receipt',
  labels: {
    orderNumber: 'Order number',
    paidAt: 'Paid at',
    course: 'Course',
    cohortStart: 'Cohort starts',
    format: 'Format',
    price: 'Course price',
    promoCode: (code) => `Promo code ${code}`,
    amount: 'Amount paid',
    vatIncluded: (rate) => `Including VAT (${rate}%)`,
    vat: 'VAT',
    method: 'Payment method',
  },
  format: '8-week live course, online',
  vatNotApplicable: 'Not applicable (the seller is not registered for VAT)',
  card: (masked) =>
    masked === undefined ? 'Card, through Flitt' : `Card ${masked}, through Flitt`,
  instalment: 'Bank instalment with TBC Bank, through Flitt',
  invoice: 'Bank transfer against an invoice',
  seller: 'Seller details',
  next: 'What happens next',
  accessExpress: (requestedOn) =>
    `At checkout (${requestedOn}) you asked for access to the course before your 14-day withdrawal period ends. Access opens within 24 hours of payment.`,
  accessAfterWithdrawal: (lastDay) =>
    `Access to the course opens when your 14-day withdrawal period ends (its last day is ${lastDay}).`,
  startEarlier:
    'If you want to start earlier, write to {email}: access then opens once we confirm your request, and if you withdraw afterwards you pay for the part of the course already provided.',
  questions: 'Questions? Write to {email} or call {phone}.',
  withdrawal: 'Your 14-day right of withdrawal',
  withdrawalRight: (lastDay) =>
    `You may withdraw from this contract without giving a reason within 14 calendar days of the day of payment. The last day is ${lastDay}.`,
  withdrawalHow:
    'To withdraw, write to {email} with the subject “Withdrawal”, or send us the model withdrawal form in the attached terms of service. Sending your message before the deadline is enough.',
  withdrawalRefund:
    'We refund all payments received from you no later than 14 days after we receive your withdrawal, to the card you paid with.',
  withdrawalRefundInvoice:
    'We refund what was paid for this seat no later than 14 days after we receive your withdrawal, by bank transfer to the account it was paid from.',
  withdrawalRefundInstalment:
    'We refund all payments received for your order no later than 14 days after we receive your withdrawal, to TBC Bank, which financed the purchase; the bank closes or reduces your loan.',
  withdrawalExpress:
    'Because you asked for an early start, if you withdraw after access has opened you pay for the part of the course provided until you told us (the share of the 8 weeks that have passed), and we refund the rest.',
  guarantee: '30-day money-back guarantee',
  guaranteeIntro:
    'On top of the right of withdrawal, our guarantee lets you ask for a full refund within 30 days if you:',
  guaranteeConditions: [
    'attended at least 2 live sessions;',
    'give us feedback on what did not work for you (a few sentences in your request are enough);',
    'completed less than 50% of the course materials.',
  ],
  guaranteeFrom: (start) => {
    if (start.from === 'cohort')
      return `The 30 days count from the first day of your cohort (${start.day}).`;
    if (start.from === 'payment')
      return `Your cohort had already started, so the 30 days count from the day of payment (${start.day}).`;
    return 'The 30 days count from the first day of your cohort.';
  },
  guaranteeHow:
    'Write to {email} with the subject “Refund request” from the e-mail address you registered with; we answer within 2–3 business days.',
  complaints: 'Complaints',
  complaintsText:
    'If you have a complaint, write to {email}: we answer within 24 hours on business days and try to resolve it within 10 business days.',
  complaintsOutside:
    'You may also complain to the Georgian Competition and Consumer Agency (gcca.gov.ge) or go to the courts of Georgia.',
  documents: 'Your contract documents',
  documentsIntro: 'Attached are the documents that apply to your order:',
  documentLine: (document, version, effective) =>
    `${document === 'terms' ? 'Terms of service' : 'Refund policy'}, version ${version} (effective ${effective})`,
  documentsLanguage:
    'The contract is in Georgian, and the Georgian text prevails: the Georgian originals are attached beside the English translation.',
  onSite: 'They are also on our site: ',
};

/** The order confirmation's texts in `language`. */
export const ORDER_RECEIPT_TEXTS: Readonly<Record<Language, OrderReceiptTexts>> = { ka, en };
