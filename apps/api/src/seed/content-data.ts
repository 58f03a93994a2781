/** Texts of the demo notifications, contact messages and sliders. */

export interface NotificationText {
  title_ar: string;
  title_en: string;
  message_ar: string;
  message_en: string;
}

export const ADMIN_TO_VENDORS: readonly NotificationText[] = [
  {
    title_ar: 'تحديث شروط الاستخدام',
    title_en: 'Terms of use updated',
    message_ar: 'حدثنا شروط استخدام المنصة، يرجى مراجعتها من صفحة الإعدادات.',
    message_en: 'We have updated the platform terms of use; please review them on the settings page.',
  },
  {
    title_ar: 'صيانة مجدولة للمنصة',
    title_en: 'Scheduled platform maintenance',
    message_ar: 'ستخضع المنصة لصيانة قصيرة يوم الأحد من الساعة 3 حتى 4 فجرًا.',
    message_en: 'The platform will be briefly unavailable on Sunday from 3 to 4 am for maintenance.',
  },
];

export const ADMIN_TO_BRANCHES: NotificationText = {
  title_ar: 'ساعات العمل في العيد',
  title_en: 'Eid working hours',
  message_ar: 'يرجى تحديث ساعات عمل الفروع خلال إجازة العيد حتى تظهر للعملاء بشكل صحيح.',
  message_en: 'Please update your branch working hours for the Eid holiday so customers see them correctly.',
};

export const ADMIN_TO_CLIENTS: readonly NotificationText[] = [
  {
    title_ar: 'عروض نهاية الأسبوع',
    title_en: 'Weekend offers',
    message_ar: 'استمتع بخصم 15 ريال على طلبك الأول باستخدام الرمز WELCOME15.',
    message_en: 'Enjoy 15 SAR off your first order with the code WELCOME15.',
  },
  {
    title_ar: 'احجز طاولتك الآن',
    title_en: 'Book your table now',
    message_ar: 'يمكنك الآن حجز طاولتك مسبقًا في فروعك المفضلة.',
    message_en: 'You can now book a table in advance at your favourite branches.',
  },
];

export const VENDOR_TO_BRANCHES: readonly NotificationText[] = [
  {
    title_ar: 'تحديث المنيو',
    title_en: 'Menu update',
    message_ar: 'أضفنا أصنافًا جديدة إلى المنيو، يرجى التأكد من توفرها في فرعكم.',
    message_en: 'New items were added to the menu; please make sure they are available at your branch.',
  },
  {
    title_ar: 'اجتماع مدراء الفروع',
    title_en: 'Branch managers meeting',
    message_ar: 'اجتماع مدراء الفروع يوم الأحد القادم الساعة 10 صباحًا.',
    message_en: 'Branch managers meet next Sunday at 10 am.',
  },
];

export const NEW_ORDER = (number: string): NotificationText => ({
  title_ar: 'طلب جديد',
  title_en: 'New order',
  message_ar: `الطلب ${number} بانتظار القبول.`,
  message_en: `Order ${number} is waiting to be accepted.`,
});

export const NEW_RESERVATION = (number: string): NotificationText => ({
  title_ar: 'حجز جديد',
  title_en: 'New reservation',
  message_ar: `الحجز ${number} بانتظار التأكيد.`,
  message_en: `Reservation ${number} is waiting to be confirmed.`,
});

export const WEEKLY_SUMMARY: NotificationText = {
  title_ar: 'ملخص مبيعات الأسبوع',
  title_en: 'Weekly sales summary',
  message_ar: 'تقرير مبيعات الأسبوع الماضي جاهز في صفحة التقارير.',
  message_en: 'Last week’s sales report is ready on the reports page.',
};

export const BRAND_AWAITS = (brandAr: string, brandEn: string, documents: boolean): NotificationText =>
  documents
    ? {
        title_ar: 'مستندات بانتظار المراجعة',
        title_en: 'Documents awaiting review',
        message_ar: `رفعت ${brandAr} مستنداتها وهي بانتظار المراجعة.`,
        message_en: `${brandEn} uploaded its documents, which are waiting for review.`,
      }
    : {
        title_ar: 'علامة تجارية جديدة بانتظار الموافقة',
        title_en: 'A new brand is awaiting approval',
        message_ar: `سجلت ${brandAr} في المنصة وهي بانتظار موافقتك.`,
        message_en: `${brandEn} registered on the platform and is waiting for your approval.`,
      };

/** [subject, message] written by customers, mostly in Arabic. */
export const CONTACT_MESSAGES: readonly (readonly [string, string])[] = [
  ['استفسار عن طلب', 'طلبت قبل ساعة ولم يتغير حالة الطلب، أرجو المتابعة.'],
  ['استرداد مبلغ', 'ألغيت طلبي ولم يصلني المبلغ المسترد حتى الآن.'],
  ['اقتراح', 'أتمنى إضافة خيار الدفع عند الاستلام لجميع الفروع.'],
  ['مشكلة في التطبيق', 'لا أستطيع إضافة رمز الخصم عند الدفع.'],
  ['شكر', 'شكرًا على الخدمة الممتازة في فرع العليا.'],
  ['حجز طاولة', 'هل يمكن حجز طاولة لأكثر من عشرين شخصًا؟'],
  ['Points balance', 'My loyalty points did not increase after my last order.'],
  ['Partnership', 'We would like to list our restaurant on Sufra. Who can we talk to?'],
];

export const CONTACT_REPLY = 'شكرًا لتواصلك معنا، تمت معالجة طلبك. نسعد بخدمتك دائمًا.';

export const CONTACT_REJECTION =
  'شكرًا لتواصلك معنا. نعتذر عن عدم إمكانية تلبية طلبك حاليًا، ويسعدنا تواصلك في أي وقت.';

/** [restaurant name, contact person, city or null, email or null, message] of restaurants asking to join. */
export const JOIN_REQUESTS: readonly (readonly [string, string, string | null, string | null, string])[] = [
  [
    'مطبخ الديرة',
    'سلطان العنزي',
    'الرياض',
    'sultan@diramatbakh.sa',
    'لدينا ثلاثة فروع في الرياض ونرغب في استقبال الطلبات والحجوزات عبر سُفرة. ما الخطوات والرسوم؟',
  ],
  [
    'قهوة المرسى',
    'نوف الحربي',
    'جدة',
    'nouf@marsacoffee.sa',
    'مقهى مختص على الكورنيش، نود معرفة تفاصيل الاشتراك الشهري والعمولة.',
  ],
  [
    'Najd Grill House',
    'Faisal Al-Qahtani',
    'Dammam',
    'faisal@najdgrill.sa',
    'We run two grill restaurants and would like to offer car pickup through Sufra. Please call me.',
  ],
  [
    'فطائر السنابل',
    'عبدالله الشهري',
    null,
    null,
    'مخبز فطائر صغير، هل يمكن الانضمام بفرع واحد فقط؟ أرجو الاتصال على الجوال.',
  ],
  [
    'Saffron Table',
    'Layla Haddad',
    'Khobar',
    'layla@saffrontable.sa',
    'A family restaurant with indoor and outdoor seating. We are interested in table reservations.',
  ],
];

/** [title_ar, title_en, link] */
export const SLIDERS: readonly (readonly [string, string, string | null])[] = [
  ['احجز طاولتك مسبقًا', 'Book your table in advance', 'https://sufra.example/reservations'],
  ['اطلب واستلم من سيارتك', 'Order and pick up from your car', null],
  ['اجمع النقاط مع كل طلب', 'Earn points with every order', 'https://sufra.example/points'],
  ['قهوة الصباح بخصم 20%', 'Morning coffee 20% off', null],
  ['عروض اليوم الوطني', 'National Day offers', null],
];
