import { comboSizeInput, mealsTogether } from '@sufra/contract/resources/meals-together';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { TopLevelField } from '../../components/form/form-field.tsx';
import {
  FormFooter,
  KeptDraftNotice,
  refreshWritten,
  useFormSave,
  useKeptDraft,
  WriteBlocked,
} from '../../components/form/form-page-parts.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';
import { api } from '../../lib/api-client.ts';
import { useBrandWriteBlock } from '../../lib/brand-status.ts';
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
  const { saving: busy, save } = useFormSave(form);
  const given = Number(search.get('combo_id'));
  const writeBlock = useBrandWriteBlock();
  const kept = useKeptDraft();

  const submit = async () => {
    const payload = toPayload(comboSizeInput, form.getFieldsValue(true));
    if (payload === null) return;
    const { combo_id: comboId, ...size } = payload;
    let index = 0;
    await save(
      async () => {
        const combo = await api<{ data: Combo }>(`${mealsTogether.name}/${comboId}`);
        const sizes = combo.data.sizes.map(({ id, mealSizes_ar, mealSizes_en, price }) => ({
          id,
          mealSizes_ar,
          mealSizes_en,
          price,
        }));
        index = sizes.length;
        return api<{ message?: string }>(`${mealsTogether.name}/${comboId}`, {
          method: 'PUT',
          body: { sizes: [...sizes, size] },
        });
      },
      async () => {
        await refreshWritten(client, mealsTogether.name, comboId);
        navigate(LIST);
      },
      (errors) => form.setFields(comboSizeErrors(errors, index)),
    );
  };

  const title = t('resources.meals_together.add_size_title');
  const listTitle = t('resources.meals_together.title');
  // A brand the server would refuse (waiting for approval) is told why, not given a form to lose.
  if (writeBlock) {
    return <WriteBlocked title={title} listTitle={listTitle} listPath={LIST} reason={writeBlock} />;
  }
  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} under={{ title: listTitle, to: LIST }} />
      <KeptDraftNotice kept={kept} />
      <Card>
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            ...(Number.isInteger(given) && given > 0 ? { combo_id: given } : {}),
            ...kept.values,
          }}
          onFinish={() => void submit()}
          scrollToFirstError
          noValidate
        >
          <Row gutter={16}>
            {fields.map((field) => (
              <Col key={field.name} xs={24} md={field.wide ? 24 : 8}>
                <TopLevelField
                  def={field}
                  schema={comboSizeInput}
                  form={form}
                  labels={mealsTogether.labels}
                />
              </Col>
            ))}
          </Row>
          <FormFooter cancelTo={LIST} saving={busy} />
        </Form>
      </Card>
    </Flex>
  );
}
