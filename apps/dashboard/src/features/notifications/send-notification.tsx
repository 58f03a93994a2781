import { SendOutlined } from '@ant-design/icons';
import {
  NOTIFICATION_AUDIENCES,
  type NotificationRecord,
  notifications,
  PRIORITY_LEVELS,
} from '@sufra/contract/resources/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopLevelField } from '../../components/form/form-field.tsx';
import { useSchemaSubmit } from '../../components/form/schema-form.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';
import { api } from '../../lib/api-client.ts';
import { useCan } from '../../lib/can.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

const DIALOG_WIDTH = 560;

/**
 * "Send a notification" on the notifications list (the page is record only, SPEC §2): the platform
 * chooses every brand manager, every branch's staff or every customer; a brand manager writes to its
 * own branches' staff. Validated by the same schema the server uses; its 422s land under the fields.
 */
export function SendNotification() {
  const { t } = useTranslation();
  const can = useCan();
  const { userType } = useSession();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const schema = (userType ? notifications.createFor?.[userType] : undefined) ?? notifications.create;
  const audiences = userType === 'admin' ? NOTIFICATION_AUDIENCES : (['branches'] as const);
  const fields: FormFieldDef[] = [
    { name: 'title_ar', kind: 'text', filter: 'none', maxLength: 150, dir: 'rtl', wide: true },
    { name: 'title_en', kind: 'text', filter: 'none', maxLength: 150, dir: 'ltr', wide: true },
    { name: 'message_ar', kind: 'textarea', maxLength: 2000, dir: 'rtl', wide: true },
    { name: 'message_en', kind: 'textarea', maxLength: 2000, dir: 'ltr', wide: true },
    { name: 'send_to', kind: 'select', options: audiences },
    { name: 'priority_level', kind: 'select', options: PRIORITY_LEVELS },
  ];
  const { submit, busy } = useSchemaSubmit(
    form,
    schema,
    (payload) =>
      api<{ message: string; data: NotificationRecord }>('notifications', { method: 'POST', body: payload }),
    (answer) => {
      toast.success(answer.message);
      setOpen(false);
      void client.invalidateQueries({ queryKey: queryKeys.resource('notifications') });
    },
  );
  if (userType === 'branch' || !can('create', notifications.permission)) return null;
  return (
    <>
      <Button
        type="primary"
        icon={<SendOutlined />}
        onClick={() => {
          form.resetFields();
          setOpen(true);
        }}
      >
        {t('resources.notifications.add')}
      </Button>
      <FormDialog
        open={open}
        width={DIALOG_WIDTH}
        title={t('resources.notifications.add')}
        okText={t('notifications.send')}
        busy={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ send_to: audiences[0], priority_level: 'medium' }}
          data-testid="send-notification-form"
        >
          {fields.map((def) => (
            <TopLevelField
              key={def.name}
              def={def}
              schema={schema}
              form={form}
              labels={notifications.labels}
            />
          ))}
        </Form>
      </FormDialog>
    </>
  );
}
