import { comboSizeInput, mealsTogether } from '@sufra/contract/resources/meals-together';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../components/form/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { toNamePath, toPayload } from '../../lib/zod-form.ts';
import { sizeRowFields } from './menu-columns.tsx';

type Combo = z.infer<typeof mealsTogether.record>;

const LIST = '/mealsTogether/record';
const fields: readonly FormFieldDef[] = [
  { name: 'combo_id', kind: 'select', source: mealsTogether.name, wide: true },
  ...sizeRowFields,
];

/** The server's errors of the new size (`sizes.<n>.price`) go under this page's own fields. */
export function comboSizeErrors(errors: Record<string, string[]>, index: number) {
  const prefix = `sizes.${index}.`;
  return Object.entries(errors).map(([field, messages]) => {
    const own = field.startsWith(prefix) ? field.slice(prefix.length) : null;
    const name = own && sizeRowFields.some((def) => def.name === own) ? own : 'combo_id';
    return { name: toNamePath(name), errors: messages.slice(0, 1) };
  });
}

/**
 * `/mealsTogether/sizes/add`: a size added to a combo. There is no combo-size resource: the combo is
 * read, and its sizes are sent back with the new one through its update (the others keep their ids).
 */
export function ComboSizePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const given = Number(search.get('combo_id'));

  const submit = async () => {
    const payload = toPayload(comboSizeInput, form.getFieldsValue(true));
    if (payload === null) return;
    const { combo_id: comboId, ...size } = payload;
    setBusy(true);
    let index = 0;
    try {
      const combo = await api<{ data: Combo }>(`${mealsTogether.name}/${comboId}`);
      const sizes = combo.data.sizes.map(({ id, mealSizes_ar, mealSizes_en, price }) => ({
        id,
        mealSizes_ar,
        mealSizes_en,
        price,
      }));
      index = sizes.length;
      const response = await api<{ message?: string }>(`${mealsTogether.name}/${comboId}`, {
        method: 'PUT',
        body: { sizes: [...sizes, size] },
      });
      if (response?.message) toast.success(response.message);
      await client.invalidateQueries({ queryKey: queryKeys.lists(mealsTogether.name) });
      client.removeQueries({ queryKey: queryKeys.details(mealsTogether.name, comboId) });
      navigate(LIST);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        form.setFields(comboSizeErrors(error.errors, index));
    } finally {
      setBusy(false);
    }
  };

  const title = t('resources.meals_together.add_size_title');
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={title}
        crumbs={[{ title: t('resources.meals_together.title'), to: LIST }, { title }]}
      />
      <Card>
        <Form
          form={form}
          layout="vertical"
          initialValues={Number.isInteger(given) && given > 0 ? { combo_id: given } : {}}
          onFinish={() => void submit()}
          scrollToFirstError
          noValidate
        >
          <Row gutter={16}>
            {fields.map((field) => (
              <Col key={field.name} xs={24} md={field.wide ? 24 : 8}>
                <FormField
                  def={field}
                  schema={comboSizeInput}
                  form={form}
                  name={[field.name]}
                  path={[field.name]}
                  labels={mealsTogether.labels}
                />
              </Col>
            ))}
          </Row>
          <Flex gap={8} justify="end">
            <Button onClick={() => navigate(LIST)}>{t('actions.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('actions.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
