import type { Locale } from './user-types.ts';

/**
 * Every message the server writes (and the dashboard shows for the same rules), in English and Arabic.
 * `{{name}}` is interpolated; `{{field}}` receives the translated field label from `fields`;
 * `{{masculine|feminine}}` agrees with the field's label (Arabic, see `arabicGender`).
 * Resource modules add their own field labels and sort labels to `fields`.
 */
const en = {
  errors: {
    unauthenticated: 'Please log in again: your session is missing or has expired.',
    wrong_user_type: 'This account cannot use this part of the system.',
    forbidden: 'You do not have permission to do this.',
    not_found: 'The requested record was not found.',
    route_not_found: 'The requested address was not found.',
    method_not_allowed: 'This address does not accept this method.',
    validation: 'The given data was invalid.',
    too_many_requests: 'Too many attempts. Please try again in {{seconds#seconds}}.',
    exports_busy: 'You have {{max}} exports under way already. Please try again once one has finished.',
    too_many_streams:
      'Too many live connections are open for this account. Close another tab or window and try again.',
    internal: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'This content type is not accepted.',
    bad_request: 'The request could not be understood.',
    forbidden_key: 'The request contains a forbidden key.',
    bad_api_password: 'The API password is missing or wrong.',
    single_branch_limit:
      'This brand works with a single branch and already has one. It cannot add another branch.',
    branch_in_use:
      'This branch has orders or reservations and cannot be deleted. Block it instead, so nothing of it is lost.',
    branch_has_staff:
      'This branch has staff accounts and cannot be deleted. Move or delete its accounts first.',
    geocoder_unavailable:
      'The address lookup service is unavailable right now. You can still place the location on the map.',
    conflict: 'This record was changed by someone else. Please reload and try again.',
    in_use: 'This record is in use and cannot be deleted.',
    duplicate: 'This {{field}} is already in use.',
    role_locked: 'This role cannot be edited.',
    cannot_grant: 'You cannot grant or take away a permission you do not hold: {{permissions}}.',
    cannot_grant_role: 'You cannot assign a role with permissions you do not hold.',
    user_outranks: 'You cannot change an account that holds permissions you do not hold.',
    own_account: 'You cannot block or delete your own account.',
    last_super_admin: 'The last active super admin cannot be blocked, deleted or given another role.',
    manager_staff_only:
      'A branch manager can add and change only the kitchen and cashier accounts of their branch.',
    role_in_use:
      'This role cannot be deleted while users hold it ({{count}}). Move them to another role first.',
    account_blocked: 'This account is blocked. Please contact the administration.',
    brand_not_approved:
      'Your brand is awaiting the administration’s approval. You can complete your profile and documents, but you cannot add or change anything yet.',
    brand_documents_rejected:
      'Your brand’s documents were rejected. Please upload them again; you cannot add or change anything until they are approved.',
    category_in_use: 'This category has meals and cannot be deleted. Move or delete its meals first.',
    coupon_used: 'This coupon has been used by orders and cannot be deleted. Deactivate it instead.',
    points_platform_exists: 'The platform already has its point settings. Edit them instead.',
    points_brand_exists: 'This brand already has its own point settings. Edit them instead.',
    points_platform_required:
      'The platform’s point settings apply to every brand without its own and cannot be deleted.',
    coupon_branch_other_brand: 'Choose branches of the coupon’s own brand.',
    meal_in_combo:
      'This meal is part of a meals-together combo and cannot be deleted. Remove it from the combo first.',
    client_has_history:
      'This customer has orders or reservations and cannot be deleted. You can block the account instead.',
    approval_step: 'The approval status cannot change from “{{from}}” to “{{to}}”.',
    brand_has_branches:
      'This brand has branches and cannot be deleted. Block it instead, so nothing of it is lost.',
    brand_has_orders:
      'This brand has orders or reservations and cannot be deleted. Block it instead, so nothing of it is lost.',
  },
  /** Approval statuses of brands and branches, and the notification of a step. */
  approval: {
    PendingAdminApproval: 'Pending administration approval',
    AdminApproved: 'Approved by the administration',
    PendingDocumentsApproval: 'Documents pending review',
    DocumentsApproved: 'Documents approved',
    DocumentsRejected: 'Documents rejected',
    notify_title: 'Approval status changed',
    notify_brand: 'The approval status of your brand “{{name}}” is now: {{status}}.',
    notify_branch: 'The approval status of your branch “{{name}}” is now: {{status}}.',
    notify_reason: 'Reason: {{reason}}',
  },
  /** Sending notifications and reading one's own. */
  notifications: {
    read: 'The notification was marked as read.',
    all_read: 'All notifications were marked as read.',
    renewed_title: 'Subscription renewed',
    renewed: 'Your brand’s subscription is paid and now runs until {{until}}.',
    renewal_failed_title: 'Subscription payment declined',
    renewal_failed:
      'The payment for your brand’s subscription was declined, so the subscription was not renewed. You can try again from Subscriptions.',
  },
  auth: {
    invalid_credentials: 'The email or password is incorrect.',
    logged_in: 'Logged in successfully.',
    logged_out: 'Logged out successfully.',
    reset_code_sent: 'If an account exists for this email, a verification code has been sent to it.',
    reset_code_invalid: 'The verification code is incorrect or has expired.',
    reset_code_verified: 'The code is correct. You can now choose a new password.',
    reset_token_invalid: 'This password reset has expired. Please start again.',
    password_changed: 'Your password has been changed. Please log in again.',
    profile_updated: 'Your profile has been updated.',
    old_password_wrong: 'The current password is incorrect.',
    registered: 'Your brand has been registered and is waiting for the administration’s approval.',
    client_registered: 'Welcome to Sufra! Your account has been created.',
    reset_mail_subject: 'Your Sufra verification code',
    reset_mail_body: 'Your verification code is {{code}}. It expires in {{minutes#minutes}}.',
  },
  /** Orders: placing (customer API), the lifecycle and its refunds (DOMAIN.md "Orders"). */
  ordering: {
    placed: 'Your order {{number}} has been placed.',
    canceled: 'The order has been canceled.',
    canceled_refund: 'The order has been canceled. A refund of {{amount}} SAR has been issued.',
    canceled_no_refund: 'The order has been canceled. Refunds are unavailable for orders under 10 SAR.',
    step: 'The order cannot move from “{{from}}” to “{{to}}”.',
    step_not_yours: 'You cannot move an order from “{{from}}” to “{{to}}”.',
    delay_on_accept: 'A delay can be added only when accepting an order.',
    cancel_reason_type: 'This reason cannot be used to cancel an order.',
    branch_unavailable: 'This branch is not taking orders.',
    branch_closed: 'This branch is closed now. Please order during its working hours.',
    delivery_type_unavailable: 'This branch does not offer “{{type}}”.',
    item_unavailable: '“{{name}}” is not available at this branch right now.',
    item_not_found: 'This item is not on this branch’s menu.',
    size_not_of_item: 'This size is not one of “{{name}}”’s sizes.',
    extra_not_of_item: 'This extra cannot be added to “{{name}}”.',
    coupon_invalid: 'This coupon code is not valid.',
    coupon_not_today: 'This coupon is not valid today.',
    coupon_branch: 'This coupon cannot be used at this branch.',
    coupon_used_up: 'This coupon has been used the most times it allows.',
    points_unavailable: 'Points cannot be redeemed at this branch.',
    points_block: 'Points are redeemed in blocks of {{points}}.',
    points_balance: 'You have only {{balance}} points.',
    points_exceed: 'The points discount cannot be more than the order’s amount after other discounts.',
    idempotency_mismatch: 'This Idempotency-Key was already used for a different request.',
    idempotency_in_flight:
      'A request with this Idempotency-Key is still being processed. Please wait a moment.',
    invoice_not_yet: 'The tax invoice is issued once the order is handed over.',
  },
  /** The platform settings (SPEC §2 `/settings/record`): saving, the logo, the legal pages. */
  settings: {
    updated: 'The settings have been saved.',
    logo_updated: 'The logo has been updated.',
    logo_reset: 'The default logo has been restored.',
    terms_ar_required:
      'Please write the terms and conditions in Arabic: they are required in both Arabic and English.',
    terms_en_required:
      'Please write the terms and conditions in English: they are required in both Arabic and English.',
    page_terms: 'Terms and conditions',
    page_privacy: 'Privacy policy',
    page_not_written: 'This page has not been written yet.',
  },
  /** Table reservations: booking (customer API), the steps, the jobs (DOMAIN.md "Reservations"). */
  booking: {
    booked: 'Your table is booked: reservation {{number}}.',
    full: 'No table is left at this time. Please choose another time.',
    past: 'This time has already passed. Please choose a time ahead.',
    closed: 'The branch is closed at this time. Please choose a time within its working hours.',
    unavailable: 'This branch does not take table bookings.',
    no_tables: 'This branch has no tables at this position.',
    canceled: 'The reservation has been canceled.',
    step: 'The reservation cannot move from “{{from}}” to “{{to}}”.',
    step_not_yours: 'You cannot move a reservation from “{{from}}” to “{{to}}”.',
    cancel_reason_type: 'This reason cannot be used to cancel a reservation.',
  },
  /** The customer app's home sliders (banners). */
  sliders: {
    period_order: 'The display end must come after the display start',
    one_image: 'A slider takes one image only',
  },
  billing: {
    checkout_started: 'Taking you to the payment page.',
    not_current: 'Only the brand’s current subscription can be renewed.',
    no_fee: 'This reservation has no booking fee to pay.',
    not_payable: 'Only a reservation waiting for its booking fee can be paid.',
    gateway_unavailable: 'The payment service is not answering. Please try again in a moment.',
    callback_recorded: 'The payment notification has been recorded.',
    callback_replayed: 'This payment notification was already recorded.',
    callback_not_authentic: 'The payment notification could not be authenticated.',
    callback_unknown_payment: 'The payment notification names no payment of this platform.',
    callback_unverified: 'The payment gateway does not know this payment.',
    callback_mismatch: 'The payment gateway’s amount or currency does not match this payment.',
    checkout_title: 'Test payment',
    checkout_intro: 'This is the platform’s test gateway: no real card is charged.',
    checkout_amount: 'Amount',
    checkout_description: 'For',
    checkout_card: 'Card number',
    checkout_sum: '{{amount}} SAR',
    checkout_pay: 'Pay {{amount}} SAR',
    checkout_cancel: 'Cancel and go back',
    checkout_cards: 'Test cards: {{succeeds}} is approved, {{fails}} is declined.',
    checkout_not_test_card: 'Use one of the test cards shown below.',
    checkout_paid: 'The payment was approved.',
    checkout_failed: 'The payment was declined.',
    checkout_expired: 'This payment page has expired.',
    checkout_continue: 'Continue',
    checkout_missing: 'This payment page does not exist.',
    return_to_app: 'Thank you. Return to the app to see your reservation.',
  },
  /** Contact messages: customers' and restaurants' messages and the admins' replies (issue 12). */
  contacts: {
    sent: 'Your message has been sent. We will get back to you soon.',
    join_sent: 'Thank you! Your request has been sent, and our team will contact you soon.',
    join_subject: 'Request to join from {{restaurant}}',
    marked_read: 'The message is marked as read.',
    replied: 'Your reply has been sent to {{email}}.',
    no_email:
      'This message has no email address, so it cannot be answered by mail. Call the sender at {{phone}} instead.',
    reply_mail_subject: 'Re: {{subject}}',
    reply_mail_body:
      'Hello {{name}},\n\n{{reply}}\n\nThe Sufra team\n\n— Your message of {{date}} —\n{{message}}',
  },
  /** The platform's monthly commission invoices to brands, cleared by ZATCA (issue 29). */
  commission_invoices: {
    month_format: 'Write the month as YYYY-MM, as 2026-11',
    month_not_over: 'A month is invoiced once it is over; {{month}} is not over yet.',
    issued: 'Commission invoices for {{month}}: {{created}} issued now, {{existing}} issued before.',
    unit_onboarded:
      'The platform’s e-invoicing unit is onboarded: commission invoices are now signed and cleared with ZATCA.',
    no_seller:
      'Set the platform’s legal names and VAT number in the invoice settings before onboarding its e-invoicing unit.',
    no_unit: 'The platform’s e-invoicing unit is not onboarded yet.',
    no_vat_number: 'The platform’s VAT number is not set in the invoice settings.',
    no_buyer_address:
      'The brand has no national address yet: it is taken from its first branch onboarded for e-invoicing.',
    not_cleared: 'This invoice has not been cleared by ZATCA yet, so it cannot be downloaded.',
    line: 'Sufra commission, {{month}}',
    pdf_title: 'Tax invoice',
    pdf_seller: 'Seller',
    pdf_buyer: 'Buyer',
    pdf_vat_number: 'VAT number',
    pdf_cr: 'Commercial register',
    pdf_address: 'Address',
    pdf_number: 'Invoice number',
    pdf_issued: 'Issue date',
    pdf_supply: 'Supply month',
    pdf_description: 'Description',
    pdf_orders: 'Orders',
    pdf_amount: 'Amount before VAT',
    pdf_vat: 'VAT {{rate}}%',
    pdf_total: 'Total with VAT',
    pdf_cleared: 'Cleared by ZATCA. The invoice’s XML is attached to this file.',
    pdf_currency: 'SAR',
  },
  /** E-invoicing with ZATCA's integration phase (issue 29): onboarding, renewal, the compliance alerts. */
  einvoicing: {
    otp_digits: 'The one-time password is the 6 digits shown on the Fatoora portal',
    building_digits: 'The building number is 4 digits',
    postal_digits: 'The postal code is 5 digits',
    short_address: 'The short address is 4 letters followed by 4 digits, as RRRD2929',
    onboarded: 'The branch is onboarded: its invoices are now signed and reported to ZATCA.',
    renewed: 'The certificate has been renewed.',
    environment_saved: 'The ZATCA environment has been saved. Branches onboarded from now on use it.',
    already_onboarded: 'This branch is onboarded already. Renew its certificate instead, before it expires.',
    branch_not_approved: 'Only an approved branch can be onboarded for e-invoicing.',
    otp_refused:
      'ZATCA did not accept the one-time password. Generate a new one on the Fatoora portal and try again.',
    refused: 'ZATCA refused the request: {{reason}}',
    unreachable: 'ZATCA could not be reached. Nothing was changed; please try again shortly.',
    environment_not_configured:
      'The address of ZATCA’s {{environment}} environment is not set on this server.',
    not_onboarded: 'This order’s branch is not onboarded for e-invoicing, so it has no e-invoice.',
    secrets_key_missing:
      'E-invoicing needs SECRETS_KEY on this server (the key that seals the units’ private keys). Ask the operator to set it.',
    late_title: 'E-invoices waiting to be reported',
    late: 'E-invoices of {{branch}} (number: {{count}}) have waited more than 6 hours to be reported to ZATCA; the limit is 24 hours.',
    expiry_title: 'E-invoicing certificate expiring',
    expiry:
      'The e-invoicing certificate of {{branch}} expires on {{date}}. Renew it with a new one-time password from the Fatoora portal.',
  },
  crud: {
    created: 'Created successfully.',
    updated: 'Updated successfully.',
    deleted: 'Deleted successfully.',
    status_changed: 'Status changed successfully.',
  },
  validation: {
    required: '{{field}} is required',
    invalid: '{{field}} is invalid',
    email: 'Please enter your email correctly',
    min_length: '{{field}} must be at least {{min}} characters',
    max_length: '{{field}} may not be longer than {{max}} characters',
    min_value: '{{field}} must be at least {{min}}',
    max_value: '{{field}} may not be greater than {{max}}',
    integer: '{{field}} must be a whole number',
    number: '{{field}} must be a number',
    in: 'The selected {{field}} is invalid',
    date: '{{field}} must be a valid date',
    time: '{{field}} must be a valid time',
    boolean: '{{field}} must be yes or no',
    unknown_field: 'The field {{field}} is not allowed',
    unknown_sort: 'Sorting by {{value}} is not available',
    unknown_filter: 'Filtering by {{field}} is not available',
    unknown_parameter: 'The parameter {{field}} is not accepted by this request',
    mobile: 'Mobile Number is incorrect',
    whatsapp: 'WhatsApp Number is incorrect',
    strong_password:
      'The password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special symbol',
    password_same_as_old: 'The new password cannot be the same as the old password',
    password_not_confirmed: 'Password is not Confirmed',
    english_only: 'Name must be in English letters only.',
    bilingual_text: '{{field}} must contain at least 2 Arabic or English letters',
    price_zero: '{{field}} cannot be zero',
    price_max: 'The maximum allowed price is 999999. Please try again',
    price_format: '{{field}} must be an amount with at most 2 decimal places',
    offer_price: 'Offer price cannot exceed the price',
    discount_zero: 'Discount Amount has to be greater than zero',
    discount_percentage: 'Discount Amount has to be 100 or less than 100',
    max_use_zero: 'Max use of the code cannot be zero',
    end_before_start: 'The end date cannot be before the start date',
    max_use_below_used: 'Max use of the code cannot be less than the {{used}} times it has already been used',
    opening_before_closing: 'Opening time must be before closing time',
    range_order: '{{field}} must be greater than the start of the range',
    range_reversed: 'The end of the {{field}} range may not come before its start',
    image_type: 'Please select a valid image format (JPG, PNG)',
    image_size: 'The image may not be larger than 2 MB',
    file_size: 'The file may not be larger than 5 MB',
    images_max: 'You can upload at most 5 images',
    images_min: 'Please upload at least one image',
    location_required: 'Location is required',
    between: '{{field}} must be between {{min}} and {{max}}',
    hours_order:
      'Opening time must be before closing time (a range may end after midnight, by 06:00 at the latest)',
    hours_overlap: 'These working hours overlap another working-hours range',
    district_city: 'The selected district is not in the selected city',
    brand_not_operating: 'This brand is not approved yet, so branches cannot be added to it',
    per_page: 'Items per page must be between 1 and 100',
    distinct: '{{field}} is repeated: each entry must be different',
    max_items: '{{field}} may not have more than {{max}} entries',
    nul_character: '{{field}} contains a character that is not allowed',
    malformed_form: 'The form data could not be read',
    form_key: 'The field name {{field}} is not valid',
    file_not_accepted: '{{field}} does not accept files',
    image_unreadable: 'The image could not be read: it is damaged or too large in pixels',
    svg_too_complex: 'The SVG image is too complex (too many or too deeply nested elements)',
    birth_date: '{{field}} must be between {{min}} and {{max}}',
    tax_no: 'The VAT number must be 15 digits that start and end with 3',
    iban: 'Please enter a valid Saudi IBAN: SA followed by 22 characters with correct check digits',
    commercial_register: 'The commercial register must be 10 digits',
    document_type: 'Please select a PDF file or an image (JPG, PNG)',
    url: 'Please enter a valid link starting with http:// or https://',
    meal_or_combo: 'Each item must name either a meal or a combo',
    combo_extras: 'Extras cannot be added to a combo',
    coupon_code: 'The coupon code must be 3 to 32 letters, digits, dashes or underscores',
  },
  fields: {
    id: 'ID',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    password_confirmation: 'Password confirmation',
    old_password: 'Current password',
    phone: 'Mobile number',
    code: 'Verification code',
    reset_token: 'Reset token',
    page: 'Page',
    per_page: 'Items per page',
    sort: 'Sort',
    created_at: 'Created at',
    updated_at: 'Updated at',
    blocked: 'Status',
    single_branch: 'Single branch',
    status: 'Approval status',
    reason: 'Reason',
  },
  /** Values written out as words (exports), as the dashboard shows them. */
  values: {
    active: 'Active',
    inactive: 'Inactive',
    yes: 'Yes',
    no: 'No',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalog = Widen<typeof en>;

const ar: Catalog = {
  errors: {
    unauthenticated: 'يرجى تسجيل الدخول مرة أخرى: جلستك غير موجودة أو انتهت صلاحيتها.',
    wrong_user_type: 'لا يمكن لهذا الحساب استخدام هذا الجزء من النظام.',
    forbidden: 'ليست لديك صلاحية للقيام بهذا الإجراء.',
    not_found: 'السجل المطلوب غير موجود.',
    route_not_found: 'العنوان المطلوب غير موجود.',
    method_not_allowed: 'هذا العنوان لا يقبل هذه الطريقة.',
    validation: 'البيانات المدخلة غير صحيحة.',
    too_many_requests: 'محاولات كثيرة جدًا. يرجى المحاولة بعد {{seconds#seconds}}.',
    exports_busy: 'لديك {{max}} عمليتا تصدير قيد التنفيذ. يرجى المحاولة بعد انتهاء إحداهما.',
    too_many_streams:
      'هناك اتصالات مباشرة كثيرة مفتوحة لهذا الحساب. أغلق تبويبًا أو نافذة أخرى ثم حاول مجددًا.',
    internal: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    unavailable: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
    payload_too_large: 'حجم الطلب كبير جدًا.',
    unsupported_media_type: 'نوع المحتوى هذا غير مقبول.',
    bad_request: 'تعذر فهم الطلب.',
    forbidden_key: 'يحتوي الطلب على مفتاح غير مسموح به.',
    bad_api_password: 'كلمة مرور الواجهة البرمجية مفقودة أو غير صحيحة.',
    single_branch_limit: 'تعمل هذه العلامة التجارية بفرع واحد ولديها فرع بالفعل، فلا يمكن إضافة فرع آخر.',
    branch_in_use: 'لهذا الفرع طلبات أو حجوزات ولا يمكن حذفه. أوقفه بدلًا من ذلك حتى لا يضيع شيء من بياناته.',
    branch_has_staff: 'لهذا الفرع حسابات موظفين ولا يمكن حذفه. انقل حساباته أو احذفها أولًا.',
    geocoder_unavailable: 'خدمة البحث عن العناوين غير متاحة حاليًا. لا يزال بإمكانك تحديد الموقع على الخريطة.',
    conflict: 'عدّل شخص آخر هذا السجل. يرجى إعادة التحميل والمحاولة مرة أخرى.',
    in_use: 'هذا السجل مستخدم ولا يمكن حذفه.',
    duplicate: '{{field}} {{مستخدم|مستخدمة}} من قبل.',
    role_locked: 'لا يمكن تعديل هذا الدور.',
    cannot_grant: 'لا يمكنك منح صلاحية لا تملكها أو سحبها: {{permissions}}.',
    cannot_grant_role: 'لا يمكنك إسناد دور يتضمن صلاحيات لا تملكها.',
    user_outranks: 'لا يمكنك تعديل حساب يملك صلاحيات لا تملكها.',
    own_account: 'لا يمكنك حظر حسابك أو حذفه.',
    last_super_admin: 'لا يمكن حظر آخر مدير نظام نشط أو حذفه أو تغيير دوره.',
    manager_staff_only: 'يمكن لمدير الفرع إضافة حسابات المطبخ والكاشير في فرعه وتعديلها فقط.',
    role_in_use: 'لا يمكن حذف هذا الدور ما دام مُسنَدًا إلى مستخدمين ({{count}}). انقلهم إلى دور آخر أولًا.',
    account_blocked: 'هذا الحساب موقوف. يرجى التواصل مع الإدارة.',
    brand_not_approved:
      'علامتك التجارية بانتظار موافقة الإدارة. يمكنك إكمال ملفك ومستنداتك، لكن لا يمكنك إضافة أي شيء أو تعديله بعد.',
    brand_documents_rejected:
      'رُفضت مستندات علامتك التجارية. يرجى رفعها من جديد؛ لا يمكنك إضافة أي شيء أو تعديله حتى تُعتمد.',
    category_in_use: 'هذا التصنيف يحتوي على وجبات ولا يمكن حذفه. انقل وجباته أو احذفها أولًا.',
    coupon_used: 'استُخدم هذا الكوبون في طلبات ولا يمكن حذفه. يمكنك إيقافه بدلًا من ذلك.',
    points_platform_exists: 'للمنصة إعدادات نقاط بالفعل. عدّلها بدلًا من إضافة غيرها.',
    points_brand_exists: 'لهذه العلامة التجارية إعدادات نقاط خاصة بالفعل. عدّلها بدلًا من إضافة غيرها.',
    points_platform_required:
      'إعدادات نقاط المنصة تنطبق على كل علامة تجارية ليس لها إعدادات خاصة، ولا يمكن حذفها.',
    coupon_branch_other_brand: 'اختر فروعًا تابعة للعلامة التجارية للكوبون.',
    meal_in_combo: 'هذه الوجبة ضمن وجبة مجمّعة ولا يمكن حذفها. أزلها من الوجبة المجمّعة أولًا.',
    client_has_history: 'لهذا العميل طلبات أو حجوزات ولا يمكن حذفه. يمكنك إيقاف حسابه بدلًا من ذلك.',
    approval_step: 'لا يمكن تغيير حالة الاعتماد من «{{from}}» إلى «{{to}}».',
    brand_has_branches:
      'لهذه العلامة التجارية فروع ولا يمكن حذفها. أوقفها بدلًا من ذلك حتى لا يضيع شيء من بياناتها.',
    brand_has_orders:
      'لهذه العلامة التجارية طلبات أو حجوزات ولا يمكن حذفها. أوقفها بدلًا من ذلك حتى لا يضيع شيء من بياناتها.',
  },
  approval: {
    PendingAdminApproval: 'بانتظار موافقة الإدارة',
    AdminApproved: 'معتمدة من الإدارة',
    PendingDocumentsApproval: 'المستندات قيد المراجعة',
    DocumentsApproved: 'المستندات معتمدة',
    DocumentsRejected: 'المستندات مرفوضة',
    notify_title: 'تغيّرت حالة الاعتماد',
    notify_brand: 'أصبحت حالة اعتماد علامتك التجارية «{{name}}»: {{status}}.',
    notify_branch: 'أصبحت حالة اعتماد فرعك «{{name}}»: {{status}}.',
    notify_reason: 'السبب: {{reason}}',
  },
  notifications: {
    read: 'تم تعليم الإشعار كمقروء.',
    all_read: 'تم تعليم جميع الإشعارات كمقروءة.',
    renewed_title: 'تم تجديد الاشتراك',
    renewed: 'تم دفع اشتراك علامتك التجارية وأصبح ساريًا حتى {{until}}.',
    renewal_failed_title: 'رُفض دفع الاشتراك',
    renewal_failed:
      'رُفض دفع اشتراك علامتك التجارية فلم يُجدَّد الاشتراك. يمكنك المحاولة مرة أخرى من صفحة الاشتراكات.',
  },
  auth: {
    invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    logged_in: 'تم تسجيل الدخول بنجاح.',
    logged_out: 'تم تسجيل الخروج بنجاح.',
    reset_code_sent: 'إذا كان هناك حساب بهذا البريد الإلكتروني فقد أُرسل إليه رمز التحقق.',
    reset_code_invalid: 'رمز التحقق غير صحيح أو انتهت صلاحيته.',
    reset_code_verified: 'الرمز صحيح. يمكنك الآن اختيار كلمة مرور جديدة.',
    reset_token_invalid: 'انتهت صلاحية طلب إعادة تعيين كلمة المرور. يرجى البدء من جديد.',
    password_changed: 'تم تغيير كلمة المرور. يرجى تسجيل الدخول مرة أخرى.',
    profile_updated: 'تم تحديث ملفك الشخصي.',
    old_password_wrong: 'كلمة المرور الحالية غير صحيحة.',
    registered: 'تم تسجيل علامتك التجارية وهي بانتظار موافقة الإدارة.',
    client_registered: 'أهلًا بك في سُفرة! تم إنشاء حسابك.',
    reset_mail_subject: 'رمز التحقق الخاص بك في سُفرة',
    reset_mail_body: 'رمز التحقق الخاص بك هو {{code}}. تنتهي صلاحيته خلال {{minutes#minutes}}.',
  },
  ordering: {
    placed: 'تم استلام طلبك رقم {{number}}.',
    canceled: 'تم إلغاء الطلب.',
    canceled_refund: 'تم إلغاء الطلب، وأُصدر استرداد بمبلغ {{amount}} ر.س.',
    canceled_no_refund: 'تم إلغاء الطلب. الاسترداد غير متاح للطلبات التي تقل عن 10 ر.س.',
    step: 'لا يمكن نقل الطلب من «{{from}}» إلى «{{to}}».',
    step_not_yours: 'لا يمكنك نقل الطلب من «{{from}}» إلى «{{to}}».',
    delay_on_accept: 'لا يمكن إضافة تأخير إلا عند قبول الطلب.',
    cancel_reason_type: 'لا يمكن استخدام هذا السبب لإلغاء طلب.',
    branch_unavailable: 'هذا الفرع لا يستقبل الطلبات.',
    branch_closed: 'الفرع مغلق الآن. يرجى الطلب خلال ساعات العمل.',
    delivery_type_unavailable: 'هذا الفرع لا يقدم «{{type}}».',
    item_unavailable: '«{{name}}» غير متاح في هذا الفرع الآن.',
    item_not_found: 'هذا الصنف ليس في قائمة هذا الفرع.',
    size_not_of_item: 'هذا الحجم ليس من أحجام «{{name}}».',
    extra_not_of_item: 'لا يمكن إضافة هذه الإضافة إلى «{{name}}».',
    coupon_invalid: 'رمز الكوبون غير صحيح.',
    coupon_not_today: 'هذا الكوبون غير صالح اليوم.',
    coupon_branch: 'لا يمكن استخدام هذا الكوبون في هذا الفرع.',
    coupon_used_up: 'استُخدم هذا الكوبون الحد الأقصى من المرات.',
    points_unavailable: 'لا يمكن استبدال النقاط في هذا الفرع.',
    points_block: 'تُستبدل النقاط في مجموعات من {{points}} نقطة.',
    points_balance: 'رصيدك {{balance}} نقطة فقط.',
    points_exceed: 'لا يمكن أن يزيد خصم النقاط على مبلغ الطلب بعد الخصومات الأخرى.',
    idempotency_mismatch: 'استُخدم مفتاح عدم التكرار هذا لطلب مختلف.',
    idempotency_in_flight: 'ما زال طلب بمفتاح عدم التكرار هذا قيد المعالجة. يرجى الانتظار قليلًا.',
    invoice_not_yet: 'تصدر الفاتورة الضريبية بعد تسليم الطلب.',
  },
  settings: {
    updated: 'تم حفظ الإعدادات.',
    logo_updated: 'تم تحديث الشعار.',
    logo_reset: 'تمت استعادة الشعار الافتراضي.',
    terms_ar_required: 'يرجى كتابة الشروط والأحكام بالعربية: فهي مطلوبة باللغتين العربية والإنجليزية.',
    terms_en_required: 'يرجى كتابة الشروط والأحكام بالإنجليزية: فهي مطلوبة باللغتين العربية والإنجليزية.',
    page_terms: 'الشروط والأحكام',
    page_privacy: 'سياسة الخصوصية',
    page_not_written: 'لم تُكتب هذه الصفحة بعد.',
  },
  booking: {
    booked: 'تم حجز طاولتك: الحجز رقم {{number}}.',
    full: 'لا توجد طاولة متاحة في هذا الوقت. يرجى اختيار وقت آخر.',
    past: 'هذا الوقت قد مضى. يرجى اختيار وقت قادم.',
    closed: 'الفرع مغلق في هذا الوقت. يرجى اختيار وقت ضمن ساعات العمل.',
    unavailable: 'هذا الفرع لا يستقبل حجوزات الطاولات.',
    no_tables: 'لا توجد طاولات في هذا المكان من الفرع.',
    canceled: 'تم إلغاء الحجز.',
    step: 'لا يمكن نقل الحجز من «{{from}}» إلى «{{to}}».',
    step_not_yours: 'لا يمكنك نقل الحجز من «{{from}}» إلى «{{to}}».',
    cancel_reason_type: 'لا يمكن استخدام هذا السبب لإلغاء حجز.',
  },
  sliders: {
    period_order: 'يجب أن تكون نهاية العرض بعد بدايته',
    one_image: 'تأخذ الشريحة صورة واحدة فقط',
  },
  billing: {
    checkout_started: 'جارٍ نقلك إلى صفحة الدفع.',
    not_current: 'لا يمكن تجديد إلا الاشتراك الحالي للعلامة التجارية.',
    no_fee: 'لا توجد رسوم حجز لهذا الحجز.',
    not_payable: 'لا يمكن دفع رسوم إلا لحجز ينتظر دفع رسومه.',
    gateway_unavailable: 'خدمة الدفع لا تستجيب. يرجى المحاولة بعد قليل.',
    callback_recorded: 'تم تسجيل إشعار الدفع.',
    callback_replayed: 'تم تسجيل إشعار الدفع هذا من قبل.',
    callback_not_authentic: 'تعذر التحقق من مصدر إشعار الدفع.',
    callback_unknown_payment: 'إشعار الدفع لا يخص أي عملية دفع في المنصة.',
    callback_unverified: 'بوابة الدفع لا تعرف عملية الدفع هذه.',
    callback_mismatch: 'المبلغ أو العملة لدى بوابة الدفع لا يطابق عملية الدفع هذه.',
    checkout_title: 'دفع تجريبي',
    checkout_intro: 'هذه بوابة الدفع التجريبية للمنصة: لن تُخصم أي مبالغ من بطاقة حقيقية.',
    checkout_amount: 'المبلغ',
    checkout_description: 'مقابل',
    checkout_card: 'رقم البطاقة',
    checkout_sum: '{{amount}} ر.س',
    checkout_pay: 'ادفع {{amount}} ر.س',
    checkout_cancel: 'إلغاء والعودة',
    checkout_cards: 'البطاقات التجريبية: {{succeeds}} تُقبل، و{{fails}} تُرفض.',
    checkout_not_test_card: 'استخدم إحدى البطاقات التجريبية الموضحة أدناه.',
    checkout_paid: 'تمت الموافقة على الدفع.',
    checkout_failed: 'تم رفض الدفع.',
    checkout_expired: 'انتهت صلاحية صفحة الدفع هذه.',
    checkout_continue: 'متابعة',
    checkout_missing: 'صفحة الدفع هذه غير موجودة.',
    return_to_app: 'شكرًا لك. عد إلى التطبيق لمشاهدة حجزك.',
  },
  contacts: {
    sent: 'تم إرسال رسالتك، وسنتواصل معك قريبًا.',
    join_sent: 'شكرًا لك! تم إرسال طلبك، وسيتواصل معك فريقنا قريبًا.',
    join_subject: 'طلب انضمام من {{restaurant}}',
    marked_read: 'تم تمييز الرسالة كمقروءة.',
    replied: 'تم إرسال ردك إلى {{email}}.',
    no_email:
      'لا يوجد بريد إلكتروني في هذه الرسالة، لذا لا يمكن الرد عليها بالبريد. تواصل مع المرسل على الرقم {{phone}}.',
    reply_mail_subject: 'رد: {{subject}}',
    reply_mail_body: 'مرحبًا {{name}}،\n\n{{reply}}\n\nفريق سُفرة\n\n— رسالتك بتاريخ {{date}} —\n{{message}}',
  },
  commission_invoices: {
    month_format: 'اكتب الشهر بالصيغة YYYY-MM، مثل 2026-11',
    month_not_over: 'يُفوتر الشهر بعد انتهائه؛ شهر {{month}} لم ينتهِ بعد.',
    issued: 'فواتير العمولة لشهر {{month}}: صدر الآن {{created}}، وكان قد صدر {{existing}}.',
    unit_onboarded: 'تم ربط وحدة الفوترة الإلكترونية للمنصة: أصبحت فواتير العمولة توقَّع وتُعتمد لدى الهيئة.',
    no_seller:
      'أدخل الاسم النظامي للمنصة ورقمها الضريبي في إعدادات الفواتير قبل ربط وحدة الفوترة الإلكترونية.',
    no_unit: 'وحدة الفوترة الإلكترونية للمنصة غير مربوطة بعد.',
    no_vat_number: 'الرقم الضريبي للمنصة غير مُدخل في إعدادات الفواتير.',
    no_buyer_address:
      'لا يوجد عنوان وطني للعلامة التجارية بعد: يؤخذ من أول فروعها ربطًا بالفوترة الإلكترونية.',
    not_cleared: 'لم تعتمد الهيئة هذه الفاتورة بعد، فلا يمكن تنزيلها.',
    line: 'عمولة سُفرة، {{month}}',
    pdf_title: 'فاتورة ضريبية',
    pdf_seller: 'البائع',
    pdf_buyer: 'المشتري',
    pdf_vat_number: 'الرقم الضريبي',
    pdf_cr: 'السجل التجاري',
    pdf_address: 'العنوان',
    pdf_number: 'رقم الفاتورة',
    pdf_issued: 'تاريخ الإصدار',
    pdf_supply: 'شهر التوريد',
    pdf_description: 'الوصف',
    pdf_orders: 'الطلبات',
    pdf_amount: 'المبلغ قبل الضريبة',
    pdf_vat: 'ضريبة القيمة المضافة {{rate}}٪',
    pdf_total: 'الإجمالي شامل الضريبة',
    pdf_cleared: 'اعتمدتها هيئة الزكاة والضريبة والجمارك. ملف XML للفاتورة مرفق بهذا الملف.',
    pdf_currency: 'ر.س',
  },
  einvoicing: {
    otp_digits: 'رمز التحقق هو الأرقام الستة الظاهرة في بوابة فاتورة',
    building_digits: 'رقم المبنى 4 أرقام',
    postal_digits: 'الرمز البريدي 5 أرقام',
    short_address: 'العنوان المختصر 4 أحرف يليها 4 أرقام، مثل RRRD2929',
    onboarded: 'تم ربط الفرع: أصبحت فواتيره توقَّع ويُبلَّغ عنها إلى هيئة الزكاة والضريبة والجمارك.',
    renewed: 'تم تجديد الشهادة.',
    environment_saved: 'تم حفظ بيئة الربط مع الهيئة، وتُستخدم للفروع التي تُربط من الآن.',
    already_onboarded: 'هذا الفرع مربوط بالفعل. جدّد شهادته بدلًا من ذلك قبل انتهائها.',
    branch_not_approved: 'لا يمكن ربط فرع بالفوترة الإلكترونية قبل اعتماده.',
    otp_refused: 'لم تقبل الهيئة رمز التحقق. أنشئ رمزًا جديدًا من بوابة فاتورة وحاول مرة أخرى.',
    refused: 'رفضت الهيئة الطلب: {{reason}}',
    unreachable: 'تعذّر الاتصال بالهيئة. لم يتغير شيء؛ حاول مرة أخرى بعد قليل.',
    environment_not_configured: 'عنوان بيئة {{environment}} لدى الهيئة غير مضبوط على هذا الخادم.',
    not_onboarded: 'فرع هذا الطلب غير مربوط بالفوترة الإلكترونية، فليس له فاتورة إلكترونية.',
    secrets_key_missing:
      'تحتاج الفوترة الإلكترونية إلى ضبط SECRETS_KEY على هذا الخادم (المفتاح الذي تُحفظ به المفاتيح الخاصة للوحدات). اطلب ذلك من مشغّل الخادم.',
    late_title: 'فواتير إلكترونية بانتظار الإبلاغ',
    late: 'فواتير إلكترونية في {{branch}} (عددها: {{count}}) تنتظر الإبلاغ إلى الهيئة منذ أكثر من 6 ساعات، والمهلة 24 ساعة.',
    expiry_title: 'شهادة الفوترة الإلكترونية توشك على الانتهاء',
    expiry: 'تنتهي شهادة الفوترة الإلكترونية لـ{{branch}} في {{date}}. جدّدها برمز تحقق جديد من بوابة فاتورة.',
  },
  crud: {
    created: 'تمت الإضافة بنجاح.',
    updated: 'تم التعديل بنجاح.',
    deleted: 'تم الحذف بنجاح.',
    status_changed: 'تم تغيير الحالة بنجاح.',
  },
  validation: {
    required: '{{field}} {{مطلوب|مطلوبة}}',
    invalid: '{{field}} {{غير صحيح|غير صحيحة}}',
    email: 'يرجى إدخال البريد الإلكتروني بشكل صحيح',
    min_length: 'يجب ألا {{يقل|تقل}} {{field}} عن {{min}} أحرف',
    max_length: 'يجب ألا {{يزيد|تزيد}} {{field}} عن {{max}} حرفًا',
    min_value: 'يجب ألا {{يقل|تقل}} {{field}} عن {{min}}',
    max_value: 'يجب ألا {{يزيد|تزيد}} {{field}} عن {{max}}',
    integer: 'يجب أن {{يكون|تكون}} {{field}} عددًا صحيحًا',
    number: 'يجب أن {{يكون|تكون}} {{field}} رقمًا',
    in: 'القيمة المختارة في {{field}} غير صحيحة',
    date: 'يجب أن {{يكون|تكون}} {{field}} تاريخًا صحيحًا',
    time: 'يجب أن {{يكون|تكون}} {{field}} وقتًا صحيحًا',
    boolean: 'يجب أن {{يكون|تكون}} {{field}} نعم أو لا',
    unknown_field: 'الحقل {{field}} غير مسموح به',
    unknown_sort: 'الترتيب حسب {{value}} غير متاح',
    unknown_filter: 'التصفية حسب {{field}} غير متاحة',
    unknown_parameter: 'المعامل {{field}} غير مقبول في هذا الطلب',
    mobile: 'رقم الجوال غير صحيح',
    whatsapp: 'رقم الواتساب غير صحيح',
    strong_password:
      'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وتحتوي على حرف كبير وحرف صغير ورقم ورمز خاص',
    password_same_as_old: 'لا يمكن أن تكون كلمة المرور الجديدة مطابقة لكلمة المرور القديمة',
    password_not_confirmed: 'كلمة المرور غير متطابقة',
    english_only: 'يجب أن يكون الاسم بالأحرف الإنجليزية فقط.',
    bilingual_text: 'يجب أن {{يحتوي|تحتوي}} {{field}} على حرفين عربيين أو إنجليزيين على الأقل',
    price_zero: 'لا يمكن أن {{يكون|تكون}} {{field}} صفرًا',
    price_max: 'الحد الأقصى المسموح للسعر هو 999999. يرجى المحاولة مرة أخرى',
    price_format: 'يجب أن {{يكون|تكون}} {{field}} مبلغًا بخانتين عشريتين على الأكثر',
    offer_price: 'لا يمكن أن يتجاوز سعر العرض السعر',
    discount_zero: 'يجب أن تكون قيمة الخصم أكبر من صفر',
    discount_percentage: 'يجب أن تكون قيمة الخصم 100 أو أقل',
    max_use_zero: 'لا يمكن أن يكون الحد الأقصى لاستخدام الكود صفرًا',
    end_before_start: 'لا يمكن أن يكون تاريخ الانتهاء قبل تاريخ البدء',
    max_use_below_used: 'لا يمكن أن يقل الحد الأقصى لاستخدام الكود عن {{used}} مرة استُخدم فيها بالفعل',
    opening_before_closing: 'يجب أن يكون وقت الفتح قبل وقت الإغلاق',
    range_order: 'يجب أن {{يكون|تكون}} {{field}} أكبر من بداية النطاق',
    range_reversed: 'يجب ألا تسبق نهاية نطاق {{field}} بدايته',
    image_type: 'يرجى اختيار صيغة صورة صحيحة (JPG، PNG)',
    image_size: 'يجب ألا يزيد حجم الصورة عن 2 ميجابايت',
    file_size: 'يجب ألا يزيد حجم الملف عن 5 ميجابايت',
    images_max: 'يمكنك رفع 5 صور على الأكثر',
    images_min: 'يرجى رفع صورة واحدة على الأقل',
    location_required: 'الموقع مطلوب',
    between: 'يجب أن {{يكون|تكون}} {{field}} بين {{min}} و{{max}}',
    hours_order:
      'يجب أن يكون وقت الفتح قبل وقت الإغلاق (يمكن أن تمتد الفترة بعد منتصف الليل حتى الساعة 06:00 كحد أقصى)',
    hours_overlap: 'تتداخل ساعات العمل هذه مع فترة عمل أخرى',
    district_city: 'الحي المختار لا يتبع المدينة المختارة',
    brand_not_operating: 'هذه العلامة التجارية غير معتمدة بعد، فلا يمكن إضافة فروع لها',
    per_page: 'يجب أن يكون عدد العناصر في الصفحة بين 1 و100',
    distinct: '{{field}} {{مكرر|مكررة}}: يجب أن تكون كل قيمة مختلفة',
    max_items: 'يجب ألا يزيد عدد {{field}} عن {{max}}',
    nul_character: '{{يحتوي|تحتوي}} {{field}} على حرف غير مسموح به',
    malformed_form: 'تعذرت قراءة بيانات النموذج',
    form_key: 'اسم الحقل {{field}} غير صحيح',
    file_not_accepted: 'لا {{يقبل|تقبل}} {{field}} الملفات',
    image_unreadable: 'تعذرت قراءة الصورة: إنها تالفة أو أبعادها كبيرة جدًا',
    svg_too_complex: 'صورة SVG معقدة جدًا (عناصر كثيرة جدًا أو متداخلة بعمق)',
    birth_date: 'يجب أن {{يكون|تكون}} {{field}} بين {{min}} و{{max}}',
    tax_no: 'يجب أن يتكون الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3',
    iban: 'يرجى إدخال رقم آيبان سعودي صحيح: SA يليه 22 خانة بأرقام تحقق صحيحة',
    commercial_register: 'يجب أن يتكون السجل التجاري من 10 أرقام',
    document_type: 'يرجى اختيار ملف PDF أو صورة (JPG، PNG)',
    url: 'يرجى إدخال رابط صحيح يبدأ بـ http:// أو https://',
    meal_or_combo: 'يجب أن يحدد كل صنف وجبة أو وجبة مجمعة',
    combo_extras: 'لا يمكن إضافة إضافات إلى الوجبة المجمعة',
    coupon_code: 'يجب أن يتكون رمز الكوبون من 3 إلى 32 حرفًا أو رقمًا أو شرطة',
  },
  fields: {
    id: 'المعرّف',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    password_confirmation: 'تأكيد كلمة المرور',
    old_password: 'كلمة المرور الحالية',
    phone: 'رقم الجوال',
    code: 'رمز التحقق',
    reset_token: 'رمز إعادة التعيين',
    page: 'الصفحة',
    per_page: 'عدد العناصر في الصفحة',
    sort: 'الترتيب',
    created_at: 'تاريخ الإنشاء',
    updated_at: 'تاريخ التعديل',
    blocked: 'الحالة',
    single_branch: 'فرع واحد',
    status: 'حالة الاعتماد',
    reason: 'السبب',
  },
  values: {
    active: 'مفعّل',
    inactive: 'غير مفعّل',
    yes: 'نعم',
    no: 'لا',
  },
};

export const baseMessages: Record<Locale, Catalog> = { en, ar };

/** Shared field labels of forms that are not resources (sign-in, the customer's order), by `registerFieldLabels`. */
const extraFields: Record<Locale, Record<string, string>> = { en: {}, ar: {} };

export function registerFieldLabels(labels: Record<Locale, Record<string, string>>): void {
  Object.assign(extraFields.en, labels.en);
  Object.assign(extraFields.ar, labels.ar);
}

/**
 * What resources' own labels lend to the shared table: only the labels every resource declaring the
 * key agrees on. A key two resources label differently ("Name" and "Name or code") is in
 * `ambiguous` and lends nothing: the resource's own labels say it (every error built in a
 * resource's routes carries them), and whatever was imported last never decides.
 */
const resourceFields: Record<Locale, Map<string, string>> = { en: new Map(), ar: new Map() };
const ambiguous: Record<Locale, Set<string>> = { en: new Set(), ar: new Set() };

/** A resource's labels (`defineResource`): its own, and lent to the shared table where all agree. */
export function registerResourceLabels(labels: Labels): void {
  for (const locale of ['en', 'ar'] as const)
    for (const [key, label] of Object.entries(labels[locale])) {
      const known = resourceFields[locale].get(key);
      if (known === undefined && !ambiguous[locale].has(key)) resourceFields[locale].set(key, label);
      else if (known !== label) {
        resourceFields[locale].delete(key);
        ambiguous[locale].add(key);
      }
    }
}

/** The keys resources label differently in `locale` (none of them is in the shared table). */
export function ambiguousFieldKeys(locale: Locale): ReadonlySet<string> {
  return ambiguous[locale];
}

function lookup(locale: Locale, key: string): string | undefined {
  const [group, name] = key.split('.', 2);
  if (!group || !name) return undefined;
  if (group === 'fields' && name in extraFields[locale]) return extraFields[locale][name];
  if (group === 'fields' && resourceFields[locale].has(name)) return resourceFields[locale].get(name);
  const section = (baseMessages[locale] as unknown as Record<string, Record<string, string>>)[group];
  return section?.[name];
}

/** A resource's own labels, both languages; they win over the shared ones. */
export type Labels = Record<Locale, Record<string, string>>;

export function fieldLabel(locale: Locale, field: string, labels?: Labels): string {
  return labels?.[locale][field] ?? lookup(locale, `fields.${field}`) ?? field;
}

export type MessageParams = Record<string, string | number>;

export type Gender = 'masculine' | 'feminine';

/** Arabic labels whose gender the rule of `arabicGender` gets wrong, declared by their text. */
const declaredGenders = new Map<string, Gender>();

/**
 * Declare the grammatical gender of Arabic labels the rule below gets wrong, e.g. a plural of
 * things (`'الصور': 'feminine'`) or a masculine noun ending in ة.
 */
export function declareArabicGender(genders: Record<string, Gender>): void {
  for (const [label, gender] of Object.entries(genders)) declaredGenders.set(label, gender);
}

/**
 * The grammatical gender of an Arabic label, which the words around it agree with ("كلمة المرور
 * مطلوبة", "يجب أن تحتوي الإجابة"): as declared, else that of its head noun (the first word),
 * feminine when it ends in ة ("كلمة المرور", "الإجابة (عربي)", "المدينة"; not "اسم المدينة").
 */
export function arabicGender(label: string): Gender {
  const declared = declaredGenders.get(label);
  if (declared) return declared;
  const head =
    label
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[^\u0621-\u064A]/g, '') ?? '';
  return head.endsWith('ة') ? 'feminine' : 'masculine';
}

type DurationUnit = 'seconds' | 'minutes';

/**
 * A duration's count with its noun agreeing, by the plural categories of `Intl.PluralRules`; in
 * Arabic in the genitive the templates put it in (after بعد, خلال): "دقيقة واحدة", "دقيقتين",
 * "3 دقائق", "11 دقيقة", "100 دقيقة".
 */
const DURATION_FORMS: Record<
  Locale,
  Record<'second' | 'minute', Partial<Record<Intl.LDMLPluralRule, string>>>
> = {
  ar: {
    second: { one: 'ثانية واحدة', two: 'ثانيتين', few: '{n} ثوانٍ', other: '{n} ثانية' },
    minute: { one: 'دقيقة واحدة', two: 'دقيقتين', few: '{n} دقائق', other: '{n} دقيقة' },
  },
  en: {
    second: { one: '{n} second', other: '{n} seconds' },
    minute: { one: '{n} minute', other: '{n} minutes' },
  },
};

/**
 * `value` (in `unit`) said as a duration: under a minute in seconds, else in whole minutes rounded
 * up (a wait of 3,280 seconds is "55 minutes", not "3280 seconds").
 */
export function formatDuration(locale: Locale, value: number, unit: DurationUnit): string {
  const seconds = unit === 'minutes' ? value * 60 : value;
  const [n, noun] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second' as const]
      : [Math.ceil(seconds / 60), 'minute' as const];
  const forms = DURATION_FORMS[locale][noun];
  const form = forms[new Intl.PluralRules(locale).select(n)] ?? forms.other ?? '{n}';
  return form.replace('{n}', new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB').format(n));
}

/**
 * Translate `key` (e.g. `validation.required`) with `{{param}}` interpolation; `field` params are
 * labels. `{{masculine|feminine}}` picks the form that agrees with the field's label (Arabic
 * templates: "{{field}} {{مطلوب|مطلوبة}}"); without a field, the first. `{{param#seconds}}` (or
 * `#minutes`) says a duration with its noun (`formatDuration`).
 */
export function translate(locale: Locale, key: string, params: MessageParams = {}, labels?: Labels): string {
  const template = lookup(locale, key) ?? lookup('en', key) ?? key;
  const label = params.field === undefined ? undefined : fieldLabel(locale, String(params.field), labels);
  const gender = label !== undefined && locale === 'ar' ? arabicGender(label) : 'masculine';
  return template.replace(
    /\{\{(?:(\w+)(?:#(seconds|minutes))?|([^{}|]*)\|([^{}|]*))\}\}/g,
    (_, name?: string, unit?: DurationUnit, m?: string, f?: string) => {
      if (name === undefined) return (gender === 'feminine' ? f : m) ?? '';
      if (unit !== undefined) {
        const value = Number(params[name]);
        return Number.isFinite(value) ? formatDuration(locale, value, unit) : '';
      }
      const value = params[name];
      if (value === undefined) return '';
      return name === 'field' ? (label ?? '') : String(value);
    },
  );
}

export function hasMessage(key: string): boolean {
  return lookup('en', key) !== undefined && lookup('ar', key) !== undefined;
}
