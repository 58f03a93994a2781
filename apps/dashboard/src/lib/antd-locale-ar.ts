import type { Locale } from 'antd/es/locale';
import arEG from 'antd/es/locale/ar_EG';

/** A time field's placeholder: what a Saudi form says («اختر الوقت»), not antd's «اختيار الوقت». */
const timePicker = { ...arEG.TimePicker, placeholder: 'اختر الوقت' };

/**
 * antd's Arabic words, said as an Arabic form says them: a picker asks «اختر التاريخ» (antd's
 * «اختيار التاريخ» reads as a translated noun), a page size is «10 في الصفحة» (not «10 / الصفحة»).
 * Its calendar heads its columns with whole day names ("الثلاثاء"), too wide for a day cell: the
 * pickers take the narrow names the platform gives (Intl), Sunday first as antd expects.
 */
export const arabic: Locale = {
  ...arEG,
  Pagination: { ...arEG.Pagination, items_per_page: 'في الصفحة' },
  TimePicker: timePicker,
  DatePicker: arEG.DatePicker && {
    ...arEG.DatePicker,
    lang: {
      ...arEG.DatePicker.lang,
      // and the panel's words in Saudi spelling («الآن», «التالي», not «الأن», «التالى»)
      now: 'الآن',
      timeSelect: 'اختر الوقت',
      dateSelect: 'اختر التاريخ',
      monthSelect: 'اختر الشهر',
      yearSelect: 'اختر السنة',
      decadeSelect: 'اختر العقد',
      nextMonth: 'الشهر التالي',
      nextYear: 'العام التالي',
      nextDecade: 'العقد التالي',
      nextCentury: 'القرن التالي',
      placeholder: 'اختر التاريخ',
      yearPlaceholder: 'اختر السنة',
      quarterPlaceholder: 'اختر ربع السنة',
      monthPlaceholder: 'اختر الشهر',
      weekPlaceholder: 'اختر الأسبوع',
      shortWeekDays: Array.from({ length: 7 }, (_, day) =>
        new Intl.DateTimeFormat('ar', { weekday: 'narrow', timeZone: 'UTC' }).format(
          Date.UTC(2026, 10, 22 + day),
        ),
      ),
    },
    timePickerLocale: timePicker,
  },
};
