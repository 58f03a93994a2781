/** Countries, Saudi cities and their districts (real names, Arabic and English). */

export interface CountrySeed {
  country_name_ar: string;
  country_name_en: string;
  country_desc: string;
  country_code: string;
  country_key: string;
  flag: string;
}

const country = (
  country_name_ar: string,
  country_name_en: string,
  country_desc: string,
  country_code: string,
  country_key: string,
  flag: string,
): CountrySeed => ({ country_name_ar, country_name_en, country_desc, country_code, country_key, flag });

/** Short names in both languages; the description is the official Arabic name. */
export const COUNTRIES: readonly CountrySeed[] = [
  country('السعودية', 'Saudi Arabia', 'المملكة العربية السعودية', 'SA', '966', '🇸🇦'),
  country('الإمارات', 'United Arab Emirates', 'الإمارات العربية المتحدة', 'AE', '971', '🇦🇪'),
  country('الكويت', 'Kuwait', 'دولة الكويت', 'KW', '965', '🇰🇼'),
  country('البحرين', 'Bahrain', 'مملكة البحرين', 'BH', '973', '🇧🇭'),
  country('قطر', 'Qatar', 'دولة قطر', 'QA', '974', '🇶🇦'),
  country('عُمان', 'Oman', 'سلطنة عمان', 'OM', '968', '🇴🇲'),
];

export interface CitySeed {
  ar: string;
  en: string;
  /** SAR, exact. */
  transportation: string;
  /** [Arabic, English] */
  districts: readonly (readonly [string, string])[];
}

/** Cities of Saudi Arabia (country code SA). */
export const SAUDI_CITIES: readonly CitySeed[] = [
  {
    ar: 'الرياض',
    en: 'Riyadh',
    transportation: '15.00',
    districts: [
      ['العليا', 'Al Olaya'],
      ['الملقا', 'Al Malqa'],
      ['الياسمين', 'Al Yasmin'],
      ['حطين', 'Hittin'],
      ['الصحافة', 'Al Sahafa'],
      ['الملز', 'Al Malaz'],
      ['النخيل', 'Al Nakheel'],
      ['الورود', 'Al Wurud'],
      ['السليمانية', 'Al Sulimaniyah'],
      ['الربوة', 'Al Rabwah'],
      ['النرجس', 'Al Narjis'],
      ['الروضة', 'Al Rawdah'],
      ['قرطبة', 'Qurtubah'],
      ['العقيق', 'Al Aqiq'],
      ['المروج', 'Al Muruj'],
      ['الغدير', 'Al Ghadir'],
    ],
  },
  {
    ar: 'جدة',
    en: 'Jeddah',
    transportation: '15.00',
    districts: [
      ['الأندلس', 'Al Andalus'],
      ['الروضة', 'Al Rawdah'],
      ['الحمراء', 'Al Hamra'],
      ['الشاطئ', 'Al Shati'],
      ['الزهراء', 'Al Zahra'],
      ['السلامة', 'Al Salamah'],
      ['النعيم', 'Al Naeem'],
      ['الخالدية', 'Al Khalidiyah'],
      ['البوادي', 'Al Bawadi'],
      ['الصفا', 'Al Safa'],
      ['المحمدية', 'Al Muhammadiyah'],
      ['أبحر الشمالية', 'Obhur Al Shamaliyah'],
      ['البلد', 'Al Balad'],
      ['مشرفة', 'Mushrifah'],
      ['الرحاب', 'Al Rehab'],
    ],
  },
  {
    ar: 'مكة المكرمة',
    en: 'Makkah',
    transportation: '20.00',
    districts: [
      ['العزيزية', 'Al Aziziyah'],
      ['الششة', 'Al Shisha'],
      ['النسيم', 'Al Naseem'],
      ['الزاهر', 'Al Zaher'],
      ['العوالي', 'Al Awali'],
      ['الشرائع', 'Al Sharaie'],
      ['الرصيفة', 'Al Rusaifah'],
      ['جرول', 'Jarwal'],
    ],
  },
  {
    ar: 'المدينة المنورة',
    en: 'Madinah',
    transportation: '20.00',
    districts: [
      ['قباء', 'Quba'],
      ['العزيزية', 'Al Aziziyah'],
      ['العيون', 'Al Uyun'],
      ['السيح', 'Al Saih'],
      ['الخالدية', 'Al Khalidiyah'],
      ['بني حارثة', 'Bani Harithah'],
      ['الجرف', 'Al Jurf'],
      ['الحرة الشرقية', 'Al Harrah Al Sharqiyah'],
    ],
  },
  {
    ar: 'الدمام',
    en: 'Dammam',
    transportation: '15.00',
    districts: [
      ['الفيصلية', 'Al Faisaliyah'],
      ['الشاطئ', 'Al Shati'],
      ['الفيحاء', 'Al Fayha'],
      ['النور', 'Al Noor'],
      ['الجلوية', 'Al Jalawiyah'],
      ['المزروعية', 'Al Mazruiyah'],
      ['الروضة', 'Al Rawdah'],
      ['الأنوار', 'Al Anwar'],
    ],
  },
  {
    ar: 'الخبر',
    en: 'Al Khobar',
    transportation: '15.00',
    districts: [
      ['العقربية', 'Al Aqrabiyah'],
      ['الثقبة', 'Al Thuqbah'],
      ['اليرموك', 'Al Yarmouk'],
      ['الراكة', 'Al Rakah'],
      ['الخبر الشمالية', 'Al Khobar Al Shamaliyah'],
      ['الحزام الذهبي', 'Al Hizam Al Thahabi'],
      ['العليا', 'Al Olaya'],
      ['البندرية', 'Al Bandariyah'],
    ],
  },
  {
    ar: 'الطائف',
    en: 'Taif',
    transportation: '20.00',
    districts: [
      ['الشهداء', 'Al Shuhada'],
      ['الحوية', 'Al Hawiyah'],
      ['شهار', 'Shihar'],
      ['القمرية', 'Al Qamariyah'],
      ['الفيصلية', 'Al Faisaliyah'],
    ],
  },
  {
    ar: 'أبها',
    en: 'Abha',
    transportation: '25.00',
    districts: [
      ['المنسك', 'Al Mansak'],
      ['الخالدية', 'Al Khalidiyah'],
      ['شمسان', 'Shamsan'],
      ['الوردتين', 'Al Wardatain'],
    ],
  },
  {
    ar: 'بريدة',
    en: 'Buraydah',
    transportation: '20.00',
    districts: [
      ['الريان', 'Al Rayyan'],
      ['الإسكان', 'Al Iskan'],
      ['الصفراء', 'Al Safra'],
      ['الفايزية', 'Al Fayziyah'],
    ],
  },
  {
    ar: 'تبوك',
    en: 'Tabuk',
    transportation: '25.00',
    districts: [
      ['المروج', 'Al Muruj'],
      ['السليمانية', 'Al Sulaimaniyah'],
      ['الفيصلية', 'Al Faisaliyah'],
      ['الريان', 'Al Rayyan'],
    ],
  },
];
