import { DEFAULT_LOGO, LOGO_KEY, SETTING_DEFAULTS } from '@sufra/contract/settings';
/** Reference data every installation starts with: cancel reasons, FAQs, settings, point settings. */

export type CancelReasonType = 'order' | 'reservation' | 'mutual';

/** [Arabic, English] by type — English in letters and spaces only (the contract's rule). */
const CANCEL_REASONS_BY_TYPE: Readonly<Record<CancelReasonType, readonly (readonly [string, string])[]>> = {
  order: [
    ['تأخر تجهيز الطلب', 'The order is taking too long'],
    ['طلبت بالخطأ', 'Ordered by mistake'],
    ['أرغب في تغيير طريقة الاستلام', 'I want to change the pickup method'],
    ['نفاد بعض الأصناف', 'Some items are out of stock'],
    ['الفرع مزدحم ولا يمكنه استقبال الطلب', 'The branch is too busy to take the order'],
  ],
  reservation: [
    ['تغيرت خططي', 'My plans changed'],
    ['تغير عدد الضيوف', 'The number of guests changed'],
    ['لا توجد طاولة مناسبة', 'No suitable table is available'],
    ['إغلاق الفرع لظرف طارئ', 'The branch is closed for an emergency'],
  ],
  mutual: [
    ['طلب العميل الإلغاء', 'The customer asked to cancel'],
    ['مشكلة في الدفع', 'Payment problem'],
    ['سبب آخر', 'Other reason'],
  ],
};

/** [type, Arabic, English], in the order above (orders', reservations', then both's). */
export const CANCEL_REASONS: readonly (readonly [CancelReasonType, string, string])[] = (
  ['order', 'reservation', 'mutual'] as const
).flatMap((type) => CANCEL_REASONS_BY_TYPE[type].map(([ar, en]) => [type, ar, en] as const));

export interface FaqSeed {
  question_ar: string;
  question_en: string;
  answer_ar: string;
  answer_en: string;
}

export const FAQS: readonly FaqSeed[] = [
  {
    question_ar: 'كيف أطلب من سفرة؟',
    question_en: 'How do I order with Sufra?',
    answer_ar:
      'اختر المطعم والفرع، أضف الوجبات إلى السلة، ثم اختر طريقة الاستلام وادفع. يصلك إشعار عند كل تغيير في حالة الطلب.',
    answer_en:
      'Choose a restaurant and a branch, add meals to your cart, pick how you want to receive the order and pay. You are notified at every status change.',
  },
  {
    question_ar: 'ما طرق الاستلام المتاحة؟',
    question_en: 'Which pickup options are available?',
    answer_ar:
      'الاستلام من الفرع، التوصيل إلى السيارة، طلبات السيارات (الدرايف ثرو)، والطلب على الطاولة، حسب ما يتيحه كل فرع.',
    answer_en:
      'Pickup at the counter, delivery to your car, drive-through and dine-in at a table, depending on what each branch offers.',
  },
  {
    question_ar: 'كيف أحجز طاولة؟',
    question_en: 'How do I book a table?',
    answer_ar:
      'اختر الفرع والتاريخ والوقت وعدد الأشخاص ومكان الجلوس (داخلي أو خارجي). يثبت الحجز بعد تأكيده ودفع رسوم الحجز إن وجدت.',
    answer_en:
      'Choose the branch, date, time, number of guests and seating (inside or outside). The booking is held once it is confirmed and any booking fee is paid.',
  },
  {
    question_ar: 'ماذا يحدث إذا تأخرت عن موعد الحجز؟',
    question_en: 'What happens if I am late for my reservation?',
    answer_ar: 'يحتفظ الفرع بالطاولة لمدة محددة بعد موعد الحجز، وبعدها يسجل الحجز كعدم حضور.',
    answer_en:
      'The branch holds the table for a set time after the reservation time; after that the reservation is marked as not attended.',
  },
  {
    question_ar: 'هل يمكنني إلغاء طلبي؟',
    question_en: 'Can I cancel my order?',
    answer_ar:
      'يمكنك إلغاء الطلب قبل أن يبدأ الفرع في تجهيزه. إذا كان الطلب مدفوعًا وقيمته 10 ريالات أو أكثر يسترد المبلغ إلى وسيلة الدفع نفسها.',
    answer_en:
      'You can cancel an order until the branch starts preparing it. A paid order of 10 SAR or more is refunded to the same payment method.',
  },
  {
    question_ar: 'كيف تعمل نقاط الولاء؟',
    question_en: 'How do loyalty points work?',
    answer_ar: 'تكسب نقاطًا عن كل ريال في الطلبات المكتملة، ويمكنك استبدالها بخصم على طلباتك القادمة.',
    answer_en:
      'You earn points for every riyal of your completed orders and can redeem them for a discount on later orders.',
  },
  {
    question_ar: 'هل الأسعار تشمل ضريبة القيمة المضافة؟',
    question_en: 'Do prices include VAT?',
    answer_ar:
      'تضاف ضريبة القيمة المضافة بنسبة 15% إلى قيمة الطلب بعد الخصم، وتظهر في الفاتورة الضريبية المبسطة.',
    answer_en:
      'VAT of 15% is added to the order value after discounts and shown on the simplified tax invoice.',
  },
  {
    question_ar: 'كيف أسجل مطعمي في سفرة؟',
    question_en: 'How do I register my restaurant on Sufra?',
    answer_ar:
      'سجل كمدير علامة تجارية وأرفق السجل التجاري والشهادة الضريبية وخطاب الحساب البنكي، ثم اختر الاشتراك الشهري أو السنوي بعد موافقة الإدارة.',
    answer_en:
      'Register as a brand manager with your commercial register, tax certificate and bank account letter, then choose a monthly or yearly subscription once approved.',
  },
];

/**
 * Settings rows: key → JSON value (money as exact strings). The platform settings' defaults come from
 * their declaration (`@sufra/contract/settings`, those that have one); a few more are read elsewhere.
 */
export const SETTINGS: Readonly<Record<string, unknown>> = {
  ...Object.fromEntries(
    Object.values(SETTING_DEFAULTS).flatMap((group) =>
      Object.entries(group).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
  ),
  [LOGO_KEY]: DEFAULT_LOGO,
  currency: 'SAR',
  vat_rate: '15.00',
  min_refund_amount: '10.00',
};

/** What the demo shows in the settings that have no default: the platform as a seller, its pages. */
export const DEMO_SETTINGS: Readonly<Record<string, string>> = {
  platform_vat_number: '300000000000003',
  platform_legal_name_ar: 'شركة سفرة لتقنية المعلومات',
  platform_legal_name_en: 'Sufra Information Technology Co.',
  terms_ar:
    '<h1>الشروط والأحكام</h1><p>باستخدامك منصة سفرة فإنك توافق على هذه الشروط.</p><h2>الطلبات</h2><ul><li>تُدفع الطلبات عند الاستلام أو عبر بوابة الدفع.</li><li>لا يتاح الاسترداد للطلبات التي تقل عن 10 ريالات.</li></ul>',
  terms_en:
    '<h1>Terms and conditions</h1><p>By using the Sufra platform you agree to these terms.</p><h2>Orders</h2><ul><li>Orders are paid on pickup or through the payment gateway.</li><li>Refunds are unavailable for orders under 10 SAR.</li></ul>',
  privacy_ar:
    '<h1>سياسة الخصوصية</h1><p>نحفظ بياناتك لتنفيذ طلباتك وحجوزاتك فقط، ولا نشاركها مع غير المطعم الذي تطلب منه.</p>',
  privacy_en:
    '<h1>Privacy policy</h1><p>We keep your data only to fulfil your orders and reservations, and share it only with the restaurant you order from.</p>',
  support_address_ar: 'طريق الملك فهد، حي العليا، الرياض',
  support_address_en: 'King Fahd Road, Al Olaya, Riyadh',
};

/** The platform's point settings: 1 point per riyal, 100 points = 10 SAR. */
export const PLATFORM_POINT_SETTINGS = { amount: '10.00', points: 100, point_for_one_riyal: 1 } as const;
