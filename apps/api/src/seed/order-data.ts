/** Free texts customers type on orders: cars, notes, rating comments (single-language fields). */

export const CAR_TYPES = [
  'Toyota Camry',
  'Hyundai Sonata',
  'Nissan Patrol',
  'Toyota Land Cruiser',
  'GMC Yukon',
  'Kia K5',
  'Lexus ES',
  'Chevrolet Tahoe',
];
export const CAR_COLORS = ['أبيض', 'أسود', 'فضي', 'رمادي', 'كحلي', 'أحمر', 'White', 'Black'];
export const PLATE_LETTERS = 'ABJDRSXTEGKLZNHUV';
export const CLIENT_NOTES = [
  'الرجاء الاتصال عند الوصول',
  'أنا في السيارة أمام الباب',
  'بدون أكياس بلاستيك',
  'Please call me when ready',
];
export const GOOD_COMMENTS = [
  'لذيذ جدًا',
  'خدمة ممتازة وسريعة',
  'وصل الطلب للسيارة بسرعة',
  'أفضل طعم في المنطقة',
  'Great taste and quick service',
  'Will order again',
];
export const BAD_COMMENTS = [
  'تأخر الطلب عن الموعد',
  'الطعم أقل من المعتاد',
  'الطلب ناقص صنف',
  'Order was cold',
];
