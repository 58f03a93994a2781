import { isPermission, type Permission } from '@sufra/contract/permissions';
import { MATRIX_PERMISSIONS, roles, SUPER_ADMIN_ROLE_ID } from '@sufra/contract/resources/roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Form, Row, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { TopLevelField } from '../../components/form/form-field.tsx';
import {
  FormFooter,
  RecordNotFound,
  refreshWritten,
  useFormSave,
} from '../../components/form/form-page-parts.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';
import { api } from '../../lib/api-client.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { detailQueryOptions, useQueryScope } from '../../lib/query-keys.ts';
import { serverFieldErrors, toPayload } from '../../lib/zod-form.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

type Role = z.infer<typeof roles.record>;

const LIST = '/roles/record';
const nameSchema = roles.create.pick({ name_ar: true, name_en: true });
const nameFields: readonly FormFieldDef[] = [
  { name: 'name_ar', kind: 'text', maxLength: 100, dir: 'rtl' },
  { name: 'name_en', kind: 'text', maxLength: 100, dir: 'ltr' },
];

/**
 * `/roles/:id/edit`: the role's names and its permission matrix. Role 1 (the super admin) is never
 * edited: its page is the not-found page, reached before any request (SPEC §2).
 */
export function RoleEditPage() {
  const { id } = useParams();
  const roleId = Number(id);
  if (roleId === SUPER_ADMIN_ROLE_ID) return <Navigate to="/not-found" replace />;
  return <RoleEditor key={roleId} id={roleId} />;
}

function RoleEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const scope = useQueryScope();
  const [form] = Form.useForm();
  const held = usePermissions();
  const [selected, setSelected] = useState<Set<Permission> | null>(null);
  const [matrixError, setMatrixError] = useState<string | null>(null);
  const { saving, save } = useFormSave(form);
  const validId = Number.isInteger(id) && id > 0;
  const record = useQuery({ ...detailQueryOptions<Role>(scope, roles.name, id), enabled: validId });

  const editable = useMemo(() => {
    const own = new Set<Permission>(held);
    return (p: Permission) => own.has(p);
  }, [held]);

  // Filled once: the record fetched again in the other language must not undo the editor's changes.
  const filled = useRef(false);
  useEffect(() => {
    if (record.data && !filled.current) {
      filled.current = true;
      setSelected(new Set(record.data.permissions_list.filter(isPermission)));
      form.setFieldsValue({ name_ar: record.data.name_ar, name_en: record.data.name_en });
    }
  }, [record.data, form]);

  const submit = async () => {
    const names = toPayload(nameSchema, form.getFieldsValue(true));
    if (names === null || selected === null) return;
    setMatrixError(null);
    await save(
      () =>
        api<{ message?: string }>(`${roles.name}/${id}`, {
          method: 'PUT',
          body: { ...names, permissions_list: [...selected].sort() },
        }),
      async () => {
        await refreshWritten(client, roles.name, id);
        navigate(LIST);
      },
      // The matrix's own error shows above it; the names' errors under their fields.
      (errors) => {
        const { permissions_list: matrix, ...rest } = errors;
        form.setFields(serverFieldErrors(rest));
        setMatrixError(matrix?.[0] ?? null);
      },
    );
  };

  const title = t('resources.roles.edit');
  const crumbs = [{ title: t('resources.roles.title'), to: LIST }, { title }];

  if (!validId || record.isError) {
    return <RecordNotFound title={title} crumbs={crumbs} listPath={LIST} />;
  }

  const someLocked = MATRIX_PERMISSIONS.some((p) => !editable(p));
  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} crumbs={crumbs} />
      {selected === null ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <Form form={form} layout="vertical" onFinish={() => void submit()} scrollToFirstError noValidate>
          <Flex vertical gap={16}>
            <Card>
              <Row gutter={16}>
                {nameFields.map((field) => (
                  <Col key={field.name} xs={24} md={12}>
                    <TopLevelField def={field} schema={nameSchema} form={form} labels={roles.labels} />
                  </Col>
                ))}
              </Row>
            </Card>
            <Card
              title={t('resources.roles.permissions')}
              extra={
                <Typography.Text type="secondary">
                  {t('resources.roles.selected_count', { count: selected.size })}
                </Typography.Text>
              }
            >
              <Flex vertical gap={12}>
                {someLocked ? <Alert type="info" showIcon title={t('resources.roles.locked_hint')} /> : null}
                {matrixError ? <Alert type="error" showIcon title={matrixError} /> : null}
                <PermissionMatrix selected={selected} editable={editable} onChange={setSelected} />
              </Flex>
            </Card>
            <FormFooter cancelTo={LIST} saving={saving} />
          </Flex>
        </Form>
      )}
    </Flex>
  );
}
