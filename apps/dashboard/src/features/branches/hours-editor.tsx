import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Labels } from '@sufra/contract/messages';
import { Button, Flex, Form, type FormInstance, Tag, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../components/form/form-field.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { weekDays } from './week.ts';

interface HoursEditorProps {
  form: FormInstance;
  /** The create schema: each range is validated with the server's rules (order, overlap). */
  schema: z.ZodType;
  labels: Labels;
}

interface Range {
  day_of_week: number;
  opening_time?: string | null;
  closing_time?: string | null;
}

/** A new range of a day: the usual hours until the user changes them. */
const NEW_RANGE = { opening_time: '09:00', closing_time: '23:00' } as const;

/**
 * Enter in a time field confirms the typed time (the picker's own key handler has run by the time
 * the key reaches the week) and goes no further: it is not the browser's implicit submission of the
 * whole branch form, which would send the hours before the user has finished with them. Enter in
 * the form's other fields submits it as usual.
 */
function keepEnterInHours(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

const endsAfterMidnight = (range: Range | undefined) =>
  Boolean(range?.opening_time && range.closing_time && range.closing_time < range.opening_time);

/**
 * The week's working hours: for each day (Saturday first in Arabic) its opening ranges, none for a
 * closed day. The form keeps them as one list of `{ day_of_week, opening_time, closing_time }`, so
 * the server's messages (`working_hours.3.closing_time`) land under the right input.
 */
export function HoursEditor({ form, schema, labels }: HoursEditorProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const ranges = (Form.useWatch('working_hours', { form, preserve: true }) ?? []) as Range[];

  return (
    <Form.List name="working_hours">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} onKeyDown={keepEnterInHours}>
          {weekDays(lang).map((day) => {
            const ofDay = fields.filter((field) => ranges[field.name]?.day_of_week === day);
            const dayName = t(`resources.branches.days.${day}`);
            return (
              <section key={day} className="branch-hours__day" aria-label={dayName} data-day={day}>
                <div className="branch-hours__head">
                  <Typography.Text strong>{dayName}</Typography.Text>
                  {ofDay.length === 0 ? (
                    <Typography.Text type="secondary">{t('resources.branches.closed')}</Typography.Text>
                  ) : null}
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => add({ day_of_week: day, ...NEW_RANGE })}
                  >
                    {t('resources.branches.add_range')}
                  </Button>
                </div>
                {ofDay.map((field) => (
                  <div key={field.key} className="branch-hours__range">
                    <Form.Item name={[field.name, 'day_of_week']} hidden>
                      <input type="hidden" />
                    </Form.Item>
                    {(['opening_time', 'closing_time'] as const).map((part) => (
                      <FormField
                        key={part}
                        def={{ name: part, kind: 'time' }}
                        schema={schema}
                        form={form}
                        name={[field.name, part]}
                        path={['working_hours', field.name, part]}
                        requiredSample={{ working_hours: [{ day_of_week: day }] }}
                        dependencies={[['working_hours']]}
                        labels={labels}
                      />
                    ))}
                    <div className="branch-hours__actions">
                      {endsAfterMidnight(ranges[field.name]) ? (
                        <Tag color="geekblue">{t('resources.branches.after_midnight')}</Tag>
                      ) : null}
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('resources.branches.remove_range', { day: dayName })}
                        onClick={() => remove(field.name)}
                      />
                    </div>
                  </div>
                ))}
              </section>
            );
          })}
        </Flex>
      )}
    </Form.List>
  );
}
