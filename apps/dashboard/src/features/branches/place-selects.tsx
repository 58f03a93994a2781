import { fieldLabel, type Labels } from '@sufra/contract/messages';
import { BRANCH_CITIES_SOURCE, type BranchCityOption } from '@sufra/contract/resources/branches';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Row, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { selectClear } from '../../components/clear-button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { optionsQueryOptions, useQueryScope } from '../../lib/query-keys.ts';
import { isRequired, zodRule } from '../../lib/zod-form.ts';

interface PlaceSelectsProps {
  form: FormInstance;
  schema: z.ZodType;
  labels: Labels;
}

const fullWidth = { inlineSize: '100%' } as const;

/**
 * City, then one of its districts (SPEC §5 "location region select required"): the district list
 * follows the city, and choosing another city clears a district of the previous one.
 */
export function PlaceSelects({ form, schema, labels }: PlaceSelectsProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const cities = useQuery({
    ...optionsQueryOptions(scope, BRANCH_CITIES_SOURCE),
    select: (response) => response.data as unknown as BranchCityOption[],
  });
  const cityId = Form.useWatch('city_id', { form, preserve: true }) as number | undefined;
  const city = cities.data?.find((option) => option.id === cityId);

  const previous = useRef(cityId);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== cityId)
      form.setFieldValue('district_id', null);
    previous.current = cityId;
  }, [cityId, form]);

  const rule = (name: string) => zodRule(schema, form, [name], lang, labels);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="city_id"
          label={fieldLabel(lang, 'city_id', labels)}
          rules={[rule('city_id')]}
          required={isRequired(schema, ['city_id'])}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={cities.isFetching}
            options={(cities.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
            style={fullWidth}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="district_id"
          label={fieldLabel(lang, 'district_id', labels)}
          rules={[rule('district_id')]}
          dependencies={['city_id']}
        >
          <Select
            allowClear={selectClear(t('actions.clear'))}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!city}
            placeholder={city ? undefined : t('resources.branches.choose_city_first')}
            options={(city?.districts ?? []).map((option) => ({ value: option.id, label: option.name }))}
            style={fullWidth}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
