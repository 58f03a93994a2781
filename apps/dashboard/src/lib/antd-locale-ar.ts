import type { Locale } from 'antd/es/locale';
import arEG from 'antd/es/locale/ar_EG';

/**
 * antd's Arabic words. Its calendar heads its columns with whole day names ("الثلاثاء"), too wide
 * for a day cell: the pickers take the narrow names the platform gives (Intl), Sunday first as antd
 * expects.
 */
export const arabic: Locale = {
  ...arEG,
  DatePicker: arEG.DatePicker && {
    ...arEG.DatePicker,
    lang: {
      ...arEG.DatePicker.lang,
      shortWeekDays: Array.from({ length: 7 }, (_, day) =>
        new Intl.DateTimeFormat('ar', { weekday: 'narrow', timeZone: 'UTC' }).format(
          Date.UTC(2026, 10, 22 + day),
        ),
      ),
    },
  },
};
