import { theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';

/**
 * One labelled field of the login form, laid out as antd's vertical Form.Item (label above, the
 * message under the control in the error colour) without antd's Form machinery: the login page is
 * the first page, and two fields need no form library. The control gets `id`, `aria-invalid` and
 * `aria-describedby` from the caller (`fieldA11y`).
 */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const { token } = antdTheme.useToken();
  return (
    <div className="auth-field" style={{ marginBlockEnd: error ? 0 : token.marginLG }}>
      <label
        htmlFor={id}
        style={{
          display: 'block',
          paddingBlockEnd: token.paddingXS,
          color: token.colorTextHeading,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {label}
      </label>
      {children}
      {error ? (
        <div
          id={`${id}-error`}
          className="auth-field-error"
          style={{
            color: token.colorError,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            minBlockSize: token.marginLG,
            paddingBlockStart: 2,
          }}
        >
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** What the control of a `LoginField` carries to be announced with its label and message. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    status: error ? ('error' as const) : undefined,
  };
}
