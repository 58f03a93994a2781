import { fieldLabel, type Labels, translate } from '@sufra/contract/messages';
import { riyadhWallClock } from '@sufra/contract/riyadh';
import type { FormInstance } from 'antd';
import { Form, Input, Switch } from 'antd';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { dayjs } from '../../lib/dayjs-locale.ts';
import { useLocale } from '../../lib/i18n.ts';
import type { ImageProblem } from '../../lib/image-files.ts';
import { INPUT_FILTERS } from '../../lib/input-filters.ts';
import { isRequired, type NamePath, zodRule } from '../../lib/zod-form.ts';
import type { FormFieldDef } from '../resource/resource-config.ts';
import { PhoneInput } from './phone-input.tsx';

/**
 * The heavier controls (upload, list rows, select with its options, pickers) are loaded when a form
 * first shows one, so the sign-in pages stay small.
 */
const ImageUploadField = lazy(async () => ({
  default: (await import('./image-upload-field.tsx')).ImageUploadField,
}));
const ListField = lazy(async () => ({ default: (await import('./list-field.tsx')).ListField }));
/**
 * An amount in SAR, or a percent when the field named by `percentWhen` holds its value (a coupon's
 * discount follows its type).
 */
function MoneyInput({ def, ...props }: { def: FormFieldDef; id?: string; value?: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const watched: unknown = Form.useWatch(def.percentWhen ? [def.percentWhen.field] : ['__no_unit__'], {
    form,
    preserve: true,
  });
  const percent = def.percentWhen !== undefined && watched === def.percentWhen.value;
  return (
    <Input
      {...props}
      inputMode="decimal"
      suffix={t(percent ? 'common.percent' : 'common.sar')}
      maxLength={percent ? 6 : 12}
    />
  );
}

const SelectControl = lazy(async () => ({ default: (await import('./select-control.tsx')).SelectControl }));
const DateInput = lazy(async () => ({ default: (await import('./date-time-inputs.tsx')).DateInput }));
const TimeInput = lazy(async () => ({ default: (await import('./date-time-inputs.tsx')).TimeInput }));

export interface FieldProps {
  def: FormFieldDef;
  schema: z.ZodType;
  form: FormInstance;
  /** The name inside the enclosing Form.List, or the full path at the top level. */
  name: NamePath;
  /** The full path in the form values (for the schema's issues). */
  path: NamePath;
  /** A sample of the values in which emptiness of this field shows as "required". */
  requiredSample?: unknown;
  dependencies?: NamePath[];
  /** The resource's own field labels. */
  labels?: Labels | undefined;
  /** Shown but not editable (what an update cannot change). */
  disabled?: boolean;
}

const fullWidth = { inlineSize: '100%' } as const;

/** A stored instant as the picker shows it: Riyadh's wall clock, whatever the browser's zone. */
function riyadhPickerValue(value: string): dayjs.Dayjs | null {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const wall = riyadhWallClock(at);
  return dayjs(
    new Date(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
    ),
  );
}

/**
 * A date or time picker's value props for a field stored as a string: `parse` reads the stored
 * string into the picker's value, `format` writes the picked one back (empty is `null` both ways).
 */
function pickerValue(parse: (value: string) => dayjs.Dayjs | null, format: (value: dayjs.Dayjs) => string) {
  return {
    getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? parse(value) : null }),
    normalize: (value: dayjs.Dayjs | null) => (value ? format(value) : null),
  };
}

/**
 * antd sets `direction` from the page in CSS, over the `dir` attribute: text that is always in one
 * script (English names, emails, passwords) keeps its own direction through the semantic styles.
 */
export function directionStyles(dir: 'ltr' | 'rtl' | undefined) {
  return dir
    ? { root: { direction: dir }, input: { direction: dir }, prefix: { direction: dir } }
    : undefined;
}
const LTR = directionStyles('ltr');

/**
 * An input whose text is always left to right (an email, a password), autofilled as `autoComplete`
 * unless the field says otherwise.
 */
function ltrInput(def: FormFieldDef, autoComplete: string) {
  return { dir: 'ltr', styles: LTR, autoComplete: def.autoComplete ?? autoComplete } as const;
}

/**
 * One form field driven by its definition, validated by the contract schema. Its heavier controls
 * load on first use and suspend: by default the field waits on its own; a form that holds one
 * Suspense boundary around its fields and buttons (`ownBoundary={false}`) shows them together, so
 * nothing can be submitted before every field takes part in validation.
 */
export function FormField({ ownBoundary = true, ...props }: FieldProps & { ownBoundary?: boolean }) {
  if (!ownBoundary) return <FieldControl {...props} />;
  return (
    <Suspense fallback={null}>
      <FieldControl {...props} />
    </Suspense>
  );
}

/** A field at the top level of its form: its name and its path in the schema are both `def.name`. */
export function TopLevelField(props: Omit<FieldProps, 'name' | 'path'> & { ownBoundary?: boolean }) {
  return <FormField {...props} name={[props.def.name]} path={[props.def.name]} />;
}

function FieldControl({
  def,
  schema,
  form,
  name,
  path,
  requiredSample,
  dependencies,
  labels,
  disabled = false,
}: FieldProps): ReactNode {
  const { t } = useTranslation();
  const lang = useLocale();
  // The rule a refused image broke, shown first until the next change of the images.
  const imageProblem = useRef<ImageProblem | null>(null);
  const label = def.labelKey ? t(def.labelKey) : fieldLabel(lang, def.name, labels);
  const common = {
    name: [...name],
    label,
    rules: [zodRule(schema, form, path, lang, labels)],
    required: isRequired(
      schema,
      path.map((part) => (typeof part === 'number' ? 0 : part)),
      requiredSample,
    ),
    ...(dependencies ? { dependencies: dependencies.map((d) => [...d]) } : {}),
    ...(def.helpKey ? { extra: t(def.helpKey) } : {}),
  };

  switch (def.kind) {
    case 'list':
      return (
        <ListField
          def={def}
          schema={schema}
          form={form}
          path={path}
          label={label}
          labels={labels}
          field={FormField}
        />
      );
    case 'images':
      return (
        <Form.Item
          {...common}
          validateFirst
          rules={[
            {
              validator: async () => {
                if (imageProblem.current) throw new Error(translate(lang, imageProblem.current));
              },
            },
            ...common.rules,
          ]}
        >
          <ImageUploadField
            {...(def.maxImages ? { max: def.maxImages } : {})}
            {...(def.imageTexts ? { texts: def.imageTexts } : {})}
            onProblem={(problem) => {
              imageProblem.current = problem;
              if (problem) void form.validateFields([[...name]]).catch(() => undefined);
            }}
          />
        </Form.Item>
      );
    case 'textarea':
      return (
        <Form.Item {...common}>
          <Input.TextArea
            rows={4}
            maxLength={def.maxLength}
            showCount={Boolean(def.maxLength)}
            dir={def.dir ?? 'auto'}
            styles={def.dir ? { textarea: { direction: def.dir } } : undefined}
          />
        </Form.Item>
      );
    case 'integer':
      return (
        <Form.Item {...common} normalize={INPUT_FILTERS.digits}>
          <Input inputMode="numeric" maxLength={def.maxLength ?? 9} />
        </Form.Item>
      );
    case 'money':
      return (
        <Form.Item {...common} normalize={INPUT_FILTERS.decimal}>
          <MoneyInput def={def} />
        </Form.Item>
      );
    case 'percent':
      return (
        <Form.Item {...common} normalize={INPUT_FILTERS.decimal}>
          <Input inputMode="decimal" suffix={t('common.percent')} maxLength={6} />
        </Form.Item>
      );
    case 'email':
      return (
        <Form.Item {...common}>
          <Input type="email" {...ltrInput(def, 'email')} maxLength={255} />
        </Form.Item>
      );
    case 'phone':
      return (
        <Form.Item {...common}>
          <PhoneInput />
        </Form.Item>
      );
    case 'password':
      return (
        <Form.Item {...common}>
          <Input.Password {...ltrInput(def, 'new-password')} maxLength={128} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item {...common}>
          <SelectControl def={def} labels={labels} disabled={disabled} path={path} />
        </Form.Item>
      );
    case 'active':
      return (
        <Form.Item
          {...common}
          required={false}
          valuePropName="checked"
          getValueProps={(blocked: unknown) => ({ checked: !blocked })}
          normalize={(checked: boolean) => !checked}
        >
          <Switch checkedChildren={t('status.active')} unCheckedChildren={t('status.inactive')} />
        </Form.Item>
      );
    case 'switch':
      return (
        <Form.Item {...common} required={false} valuePropName="checked">
          <Switch checkedChildren={t('common.yes')} unCheckedChildren={t('common.no')} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item {...common} {...pickerValue(dayjs, (value) => value.format('YYYY-MM-DD'))}>
          <DateInput
            style={fullWidth}
            {...(def.minDate ? { minDate: dayjs(def.minDate) } : {})}
            {...(def.maxDate ? { maxDate: dayjs(def.maxDate) } : {})}
          />
        </Form.Item>
      );
    case 'datetime':
      // A moment in Asia/Riyadh (SPEC: dates shown there), sent with its offset.
      return (
        <Form.Item
          {...common}
          {...pickerValue(
            riyadhPickerValue,
            (value) => `${value.format('YYYY-MM-DD')}T${value.format('HH:mm')}:00+03:00`,
          )}
        >
          <DateInput
            showTime={{ format: 'hh:mm A', use12Hours: true, minuteStep: 5 }}
            format="YYYY-MM-DD hh:mm A"
            style={fullWidth}
            {...(def.maxDate ? { maxDate: dayjs(def.maxDate) } : {})}
          />
        </Form.Item>
      );
    case 'time':
      return (
        <Form.Item
          {...common}
          {...pickerValue(
            (value) => dayjs(`2000-01-01T${value}`),
            (value) => value.format('HH:mm'),
          )}
        >
          <TimeInput use12Hours format="hh:mm A" style={fullWidth} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common} normalize={INPUT_FILTERS[def.filter ?? 'plain']}>
          <Input
            disabled={disabled}
            maxLength={def.maxLength ?? 255}
            // Without a set direction, the text reads in its own (an English name in an Arabic form).
            dir={def.dir ?? 'auto'}
            styles={directionStyles(def.dir)}
            autoComplete={def.autoComplete}
          />
        </Form.Item>
      );
  }
}
