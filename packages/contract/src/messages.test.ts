import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginInput } from './auth.ts';
import { arabicGender, declareArabicGender, formatDuration, translate } from './messages.ts';
import { faqs } from './resources/faqs.ts';
import { formatIssues } from './validation.ts';

const arabicErrors = (
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return formatIssues(
    (result.error as { issues: Parameters<typeof formatIssues>[0] }).issues,
    'ar',
    faqs.labels,
  );
};

describe('Arabic messages agree with the field’s gender', () => {
  it('"كلمة المرور مطلوبة", while "البريد الإلكتروني" stays masculine', () => {
    expect(arabicErrors(loginInput, {})).toEqual({
      email: ['البريد الإلكتروني مطلوب'],
      password: ['كلمة المرور مطلوبة'],
    });
  });

  it('"يجب أن تحتوي الإجابة", while "يجب أن يحتوي السؤال"', () => {
    const errors = arabicErrors(faqs.create, { question_ar: 'س', answer_ar: 'ج' });
    expect(errors.answer_ar).toEqual(['يجب أن تحتوي الإجابة (عربي) على حرفين عربيين أو إنجليزيين على الأقل']);
    expect(errors.question_ar).toEqual([
      'يجب أن يحتوي السؤال (عربي) على حرفين عربيين أو إنجليزيين على الأقل',
    ]);
  });

  it('picks the form in every gendered template, and English is unchanged', () => {
    expect(translate('ar', 'validation.max_length', { field: 'password', max: 128 })).toBe(
      'يجب ألا تزيد كلمة المرور عن 128 حرفًا',
    );
    expect(translate('ar', 'validation.max_length', { field: 'name', max: 100 })).toBe(
      'يجب ألا يزيد الاسم عن 100 حرفًا',
    );
    expect(translate('ar', 'validation.invalid', { field: 'old_password' })).toBe(
      'كلمة المرور الحالية غير صحيحة',
    );
    expect(translate('ar', 'validation.required', { field: 'password_confirmation' })).toBe(
      'تأكيد كلمة المرور مطلوب',
    );
    expect(translate('en', 'validation.required', { field: 'password' })).toBe('Password is required');
  });

  it('takes the head noun’s gender unless declared otherwise', () => {
    expect(arabicGender('المدينة')).toBe('feminine');
    expect(arabicGender('اسم المدينة')).toBe('masculine');
    expect(arabicGender('الصور')).toBe('masculine');
    declareArabicGender({ الصور: 'feminine' });
    expect(arabicGender('الصور')).toBe('feminine');
  });
});

describe('durations agree with their count (issue 32)', () => {
  it('says the sign-up throttle in minutes, "بعد 55 دقيقة", never "بعد 3280 ثانية"', () => {
    expect(translate('ar', 'errors.too_many_requests', { seconds: 3280 })).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة بعد 55 دقيقة.',
    );
    expect(translate('en', 'errors.too_many_requests', { seconds: 3280 })).toBe(
      'Too many attempts. Please try again in 55 minutes.',
    );
    expect(translate('ar', 'errors.too_many_requests', { seconds: 1 })).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة بعد ثانية واحدة.',
    );
  });

  it('gives Arabic its dual and plural forms, seconds under a minute, minutes rounded up', () => {
    expect([1, 2, 3, 11, 100].map((n) => formatDuration('ar', n, 'minutes'))).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '3 دقائق',
      '11 دقيقة',
      '100 دقيقة',
    ]);
    expect([1, 2, 5, 30, 61, 120].map((n) => formatDuration('ar', n, 'seconds'))).toEqual([
      'ثانية واحدة',
      'ثانيتين',
      '5 ثوانٍ',
      '30 ثانية',
      'دقيقتين',
      'دقيقتين',
    ]);
    expect([1, 2].map((n) => formatDuration('en', n, 'minutes'))).toEqual(['1 minute', '2 minutes']);
    expect(translate('ar', 'auth.reset_mail_body', { code: '123456', minutes: 15 })).toBe(
      'رمز التحقق الخاص بك هو 123456. تنتهي صلاحيته خلال 15 دقيقة.',
    );
  });
});

describe('one vocabulary in the Arabic labels and messages (issue 32)', () => {
  /** Every source file of the contract (labels live beside their resources): its quoted Arabic text. */
  const sources = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(join(import.meta.dirname, file), 'utf8') }));

  it('calls a coupon «كوبون», never «قسيمة», and writes an amount’s currency «ر.س»', () => {
    const found = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/[^'`\n]*(?:قسيم|قسائم|\}\}\s*ريال|\(ريال\))[^'`\n]*/g)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
    expect(sources.length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
