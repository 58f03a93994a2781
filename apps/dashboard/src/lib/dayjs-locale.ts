import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/en';
import localeData from 'dayjs/plugin/localeData';
import updateLocale from 'dayjs/plugin/updateLocale';
import weekday from 'dayjs/plugin/weekday';
import { currentLanguage, i18n } from './i18n.ts';

/**
 * dayjs in the interface language, for the date pickers and date filters. Imported by the modules
 * that show dates (not by the first page): from then on it follows every change of language.
 */
dayjs.extend(updateLocale);
dayjs.extend(localeData);
dayjs.extend(weekday);
/** SPEC §5: every date picker starts the week on Saturday, in both languages. */
dayjs.updateLocale('en', { weekStart: 6 });
dayjs.updateLocale('ar', { weekStart: 6 });

dayjs.locale(currentLanguage());
i18n.on('languageChanged', (next) => dayjs.locale(next === 'ar' ? 'ar' : 'en'));

export { dayjs };
