import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Labels } from '@sufra/contract/messages';
import type { FormInstance } from 'antd';
import { Button, Card, Col, Flex, Form, Row, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLocale } from '../../lib/i18n.ts';
import { type NamePath, zodRule } from '../../lib/zod-form.ts';
import type { FormFieldDef } from '../resource/resource-config.ts';
import type { FormField } from './form-field.tsx';

interface ListFieldProps {
  def: FormFieldDef;
  schema: z.ZodType;
  form: FormInstance;
  path: NamePath;
  label: string;
  labels?: Labels;
  /**
   * What renders each cell: `FormField`, handed down by FormField itself, which loads this file on
   * first use. Importing it here would make the two files a cycle.
   */
  field: typeof FormField;
}

/** Rows edited inline (a city's districts): add, remove, each row validated by the schema. */
export function ListField({ def, schema, form, path, label, labels, field: Field }: ListFieldProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const fields = def.fields ?? [];
  const listName = path.at(-1) ?? def.name;
  const emptyRow = Object.fromEntries(fields.map((field) => [field.name, undefined]));
  const titleId = useId();

  return (
    <fieldset className="list-field" aria-labelledby={titleId}>
      {/* The group's name, and a section heading under the page's one h1. */}
      <Typography.Title level={2} id={titleId} className="section-title">
        {label}
      </Typography.Title>
      <Form.List name={[...path]} rules={[zodRule(schema, form, path, lang, labels)]}>
        {(rows, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {rows.map((row, index) => (
              <Card size="small" key={row.key}>
                <Form.Item name={[row.name, 'id']} hidden>
                  <input type="hidden" />
                </Form.Item>
                <Row gutter={12} align="top">
                  {fields.map((field) => (
                    <Col key={field.name} xs={24} md={Math.floor(22 / fields.length)}>
                      <Field
                        def={field}
                        schema={schema}
                        form={form}
                        name={[row.name, field.name]}
                        path={[...path, index, field.name]}
                        requiredSample={{ [listName]: [emptyRow] }}
                        labels={labels}
                      />
                    </Col>
                  ))}
                  <Col xs={24} md={2}>
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('actions.remove_row', { index: index + 1 })}
                      onClick={() => remove(row.name)}
                      className="list-field-remove"
                    />
                  </Col>
                </Row>
              </Card>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyRow)}>
              {t(def.addKey ?? 'actions.add_row')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </fieldset>
  );
}
