/** SPEC §5 and §9 date limits (YYYY-MM-DD). Pickers start the week on Saturday (see i18n.ts). */
export const FILTER_DATE_MAX = '2100-01-01';
export const BIRTH_DATE_MIN = '1900-01-01';
/** The default reading of the birth-date limit; the other reading is 2014-12-31. */
export const BIRTH_DATE_MAX = '2013-01-01';
