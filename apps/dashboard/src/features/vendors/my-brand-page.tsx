import { ownVendor, updateOwnVendor } from '@sufra/contract/endpoints/vendors';
import { ownVendorUpdate } from '@sufra/contract/resources/vendors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Form, Result, Skeleton, Typography } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApprovalTag } from '../../components/approval/approval-tag.tsx';
import { DocumentList } from '../../components/brand-files/brand-uploads.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError, call } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, useQueryScope } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { serverFieldErrors, toPayload } from '../../lib/zod-form.ts';
import { OWN_SECTIONS, VendorSections, vendorBody, vendorFormValues } from './vendor-form.tsx';

/**
 * The vendor's own brand (`/my-brand`): where it stands in the approval (with the reason of a
 * rejection), its documents, and the bank, social and logo details it completes; a letter sent
 * while approved or rejected goes to the administration for review.
 */
export function MyBrandPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const { user, userType } = useSession();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const brandId = user?.brand_id ?? null;
  const scope = useQueryScope();
  const brand = useQuery({
    queryKey: queryKeys.detail(scope, 'vendors', brandId ?? 0),
    enabled: userType === 'vendor' && brandId !== null,
    queryFn: async () => (await call(ownVendor, { params: { id: brandId ?? 0 }, userType: 'vendor' })).data,
  });
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (brand.data && filled.current !== brand.data.updated_at) {
      filled.current = brand.data.updated_at;
      form.setFieldsValue(vendorFormValues(brand.data));
    }
  }, [brand.data, form]);

  if (userType !== 'vendor' || brandId === null) return <Navigate to="/not-found" replace />;
  const title = t('routes.my_brand');

  const submit = async () => {
    const values = form.getFieldsValue(true);
    const payload = toPayload(ownVendorUpdate, values) as Record<string, unknown> | null;
    if (payload === null) return;
    const body = vendorBody(payload, values, brand.data?.logos ?? []);
    body.set('_method', 'PUT');
    setSaving(true);
    try {
      const response = await call(updateOwnVendor, { params: { id: brandId }, method: 'POST', body });
      if (response?.message) toast.success(response.message);
      await client.invalidateQueries({ queryKey: queryKeys.resource('vendors') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) form.setFields(serverFieldErrors(error.errors));
    } finally {
      setSaving(false);
    }
  };

  if (brand.isError) return <Result status="404" title={t('errors.record_not_found')} />;
  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} />
      {brand.data ? (
        <Card>
          <Typography.Paragraph type="secondary">
            {t('resources.vendors.my_brand_intro')}
          </Typography.Paragraph>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('resources.vendors.title')}>
              {lang === 'ar' ? brand.data.brand_ar : brand.data.brand_en}
            </Descriptions.Item>
            <Descriptions.Item label={t('approval.current_status')}>
              <ApprovalTag status={brand.data.status} resource="vendors" />
            </Descriptions.Item>
            {brand.data.status_reason ? (
              <Descriptions.Item label={t('approval.rejection_reason')}>
                <span data-testid="brand-status-reason">{brand.data.status_reason}</span>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('resources.vendors.documents')}>
              <DocumentList documents={brand.data.documents} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Card>
        {brand.isPending ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" onFinish={() => void submit()} scrollToFirstError noValidate>
            <Suspense fallback={<Skeleton active />}>
              <VendorSections sections={OWN_SECTIONS} schema={ownVendorUpdate} form={form} mode="edit" />
              <Flex justify="end">
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('actions.save')}
                </Button>
              </Flex>
            </Suspense>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
