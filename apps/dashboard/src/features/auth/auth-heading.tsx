import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The title and the secondary line under it that open an auth page past the first one. */
export function AuthHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <>
      <Typography.Title level={1} className="auth-title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="auth-subtitle">
        {subtitle}
      </Typography.Paragraph>
    </>
  );
}
