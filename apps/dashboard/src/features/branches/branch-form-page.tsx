import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Form, Row, Skeleton } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { TopLevelField } from '../../components/form/form-field.tsx';
import { fieldSpans } from '../../components/form/form-grid.ts';
import {
  FormFooter,
  FormPageLoading,
  KeptDraftNotice,
  RecordNotFound,
  refreshWritten,
  useEditedRecord,
  useFormSave,
  WriteBlocked,
} from '../../components/form/form-page-parts.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import {
  type FormFieldDef,
  type FormMode,
  realmConfig,
  shownTo,
} from '../../components/resource/resource-config.ts';
import { api } from '../../lib/api-client.ts';
import { useBrandWriteBlock } from '../../lib/brand-status.ts';
import { phoneForDisplay } from '../../lib/phone.ts';
import { useSession } from '../../lib/session.ts';
import { toPayload } from '../../lib/zod-form.ts';
import { useAddBranchBlock } from './add-branch-block.tsx';
import { BranchLocation } from './branch-location.tsx';
import { BOOKING_FIELDS, type Branch, branchesPage, NAME_FIELDS, SERVICE_FIELDS } from './branches-page.tsx';
import './branches.css';
import { HoursEditor } from './hours-editor.tsx';
import { PlaceSelects } from './place-selects.tsx';

/** The stored branch → the form's values (the phone without its 966, SPEC §5). */
function toFormValues(record: Branch): Record<string, unknown> {
  return {
    ...record,
    phone: record.phone ? phoneForDisplay(record.phone) : '',
    tables_inside: String(record.tables_inside),
    tables_outside: String(record.tables_outside),
    hold_minutes: String(record.hold_minutes),
    accept_booking_duration_minites: String(record.accept_booking_duration_minites),
  };
}

/**
 * The branch's add and edit page (SPEC §2): names and addresses, the map, city → district, the
 * week's working hours, the services and the booking fields, each in a section of its own.
 */
export default function BranchFormPage({ mode }: { mode: FormMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { saving, save } = useFormSave(form);
  const { userType } = useSession();
  const config = useMemo(() => realmConfig(branchesPage, userType), [userType]);
  const { resource } = config;
  const schema = resource.createFor?.[userType ?? 'vendor'] ?? resource.create;
  const labels = resource.labels;
  const listPath = '/branches/record';
  const allowed = resource.actions[mode === 'add' ? 'create' : 'update'];

  const { id, validId, record, kept } = useEditedRecord<Branch>(
    form,
    resource.name,
    mode,
    toFormValues,
    allowed,
  );
  const addBlock = useAddBranchBlock();
  const writeBlock = useBrandWriteBlock();

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const payload = toPayload(schema, values);
    if (payload === null) return;
    const body = id === null ? payload : toPayload(resource.update, values);
    if (body === null) return;
    await save(
      () =>
        api<{ message?: string }>(id === null ? resource.name : `${resource.name}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
        }),
      async () => {
        await refreshWritten(client, resource.name, id);
        navigate(listPath);
      },
    );
  };

  if (!allowed) return <Navigate to="/no-permission" replace />;

  const title = t(`resources.branches.${mode}`);
  const listTitle = t('resources.branches.title');
  const crumbs = [{ title: listTitle, to: listPath }, { title }];
  if (!validId || record.isError) {
    return <RecordNotFound title={title} crumbs={crumbs} listPath={listPath} />;
  }
  // A brand that may not add a branch now is told why, not given a form the server would refuse.
  if (mode === 'add' && addBlock === undefined) return <FormPageLoading title={title} crumbs={crumbs} />;
  if (mode === 'add' && addBlock) {
    return <WriteBlocked title={title} listTitle={listTitle} listPath={listPath} reason={addBlock} />;
  }
  if (mode === 'edit' && writeBlock) {
    return <WriteBlocked title={title} listTitle={listTitle} listPath={listPath} reason={writeBlock} />;
  }

  // Two columns as every form has them (a bilingual pair on one row), or three for the switches.
  const fields = (defs: readonly FormFieldDef[], columns: 2 | 3 = 2) => {
    const shown = defs.filter(
      (def) => shownTo(def.userTypes, userType) && (!def.modes || def.modes.includes(mode)),
    );
    const spans = columns === 2 ? fieldSpans(shown) : shown.map((def) => (def.wide ? 24 : 8));
    return shown.map((def, index) => (
      <Col key={def.name} xs={24} md={spans[index]}>
        <TopLevelField def={def} schema={schema} form={form} labels={labels} ownBoundary={false} />
      </Col>
    ));
  };
  const section = (key: string, children: React.ReactNode) => (
    <Card title={t(`resources.branches.sections.${key}`)} size="small" className="branch-form__section">
      {children}
    </Card>
  );

  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} crumbs={crumbs} />
      {id !== null && record.isPending ? null : <KeptDraftNotice kept={kept} />}
      {id !== null && record.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={id === null ? branchesPage.defaults : undefined}
          onFinish={() => void submit()}
          scrollToFirstError
          noValidate
        >
          <Suspense fallback={<Skeleton active />}>
            <Flex vertical gap={16}>
              {section('names', <Row gutter={16}>{fields(NAME_FIELDS)}</Row>)}
              {section(
                'location',
                <>
                  <BranchLocation form={form} schema={schema} labels={labels} />
                  <PlaceSelects form={form} schema={schema} labels={labels} />
                </>,
              )}
              {section('hours', <HoursEditor form={form} schema={schema} labels={labels} />)}
              {section('services', <Row gutter={16}>{fields(SERVICE_FIELDS, 3)}</Row>)}
              {section('booking', <Row gutter={16}>{fields(BOOKING_FIELDS, 3)}</Row>)}
              <FormFooter cancelTo={listPath} saving={saving} />
            </Flex>
          </Suspense>
        </Form>
      )}
    </Flex>
  );
}
