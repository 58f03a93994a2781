import type { Labels } from '@sufra/contract/messages';
import type { Locale } from '@sufra/contract/user-types';
import { Form, type FormInstance, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type LatLng, toLatLng } from '../../components/location-picker/geocode.ts';
import { useLocale } from '../../lib/i18n.ts';
import { zodRule } from '../../lib/zod-form.ts';

/** The map and its library load with the branch form only (never with the sign-in pages). */
const LocationPicker = lazy(() => import('../../components/location-picker/location-picker.tsx'));

const ADDRESS_LANGUAGES: readonly Locale[] = ['ar', 'en'];

interface BranchLocationProps {
  form: FormInstance;
  schema: z.ZodType;
  labels: Labels;
}

/** What antd gives the control of `address_lat`; the longitude is read from the form. */
interface ControlProps {
  form: FormInstance;
  value?: unknown;
  'aria-invalid'?: boolean;
}

function LocationControl({ form, value, 'aria-invalid': invalid }: ControlProps) {
  const { t } = useTranslation();
  const longitude: unknown = Form.useWatch('address_long', { form, preserve: true });
  const point = toLatLng(value, longitude);

  const place = (next: LatLng) => {
    form.setFieldsValue({ address_lat: next.lat.toFixed(6), address_long: next.lng.toFixed(6) });
    void form.validateFields(['address_lat']).catch(() => undefined);
  };
  const fillAddress = (found: Partial<Record<Locale, string>>) => {
    const values: Record<string, string> = {};
    if (found.ar) values.address_ar = found.ar;
    if (found.en) values.address_en = found.en;
    form.setFieldsValue(values);
    void form.validateFields(Object.keys(values)).catch(() => undefined);
  };

  return (
    <Suspense fallback={<Skeleton.Node active style={{ inlineSize: '100%', blockSize: 300 }} />}>
      <LocationPicker
        value={point}
        onChange={place}
        onAddress={fillAddress}
        addressLanguages={ADDRESS_LANGUAGES}
        label={t('resources.branches.map_label')}
        invalid={invalid === true}
      />
    </Suspense>
  );
}

/**
 * The branch's location on the map (required: "Location is required"): a click or the current
 * location sets `address_lat`/`address_long` and fills both addresses from reverse geocoding.
 */
export function BranchLocation({ form, schema, labels }: BranchLocationProps) {
  const lang = useLocale();
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="address_lat"
        label={t('resources.branches.location')}
        required
        rules={[zodRule(schema, form, ['address_lat'], lang, labels)]}
      >
        <LocationControl form={form} />
      </Form.Item>
      <Form.Item name="address_long" hidden>
        <input type="hidden" />
      </Form.Item>
    </>
  );
}
